"""The files connector: the user's allowed folders, and nothing else."""
