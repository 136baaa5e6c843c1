"""The rules of the duel, one file per idea: flow, turn, main phase, summon, chain, battle…"""
