"""Developer tools that drive the real product (screenshots); never shipped."""
