"""The skill API: how generals' skills plug into the Sanguosha engine (see docs/sgs-skill-api.md)."""
