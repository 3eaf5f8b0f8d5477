"""`python -m app` behaves like the `botpsy` command."""

from app.cli import main

raise SystemExit(main())
