"""Game modes: the seed's 3v3 (:mod:`.three_v_three`) and the identity mode (:mod:`.identity`)."""
