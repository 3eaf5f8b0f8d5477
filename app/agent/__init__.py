"""The agent: the loop, the gate (runner), the model backends and what they share; no Qt."""
