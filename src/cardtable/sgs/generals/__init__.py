"""Generals: the data table (:mod:`.data`) and the skill modules (every other module here is
imported automatically by :func:`cardtable.sgs.skills.api.load_skill_modules`)."""
