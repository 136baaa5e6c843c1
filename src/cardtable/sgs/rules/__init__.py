"""The core rules as step functions: turn, zones, distance, asking, use_card, respond, damage,
dying, judge, nullify."""
