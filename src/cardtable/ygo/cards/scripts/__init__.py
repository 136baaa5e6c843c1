"""Card scripts. Every module here is imported automatically and calls ``register(code, ...)``."""
