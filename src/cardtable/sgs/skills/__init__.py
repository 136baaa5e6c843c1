"""The skill API: how generals' skills plug into the Sanguosha engine.

See docs/sgs-skill-api.md.
"""
