// The tests draw their reproducible inputs from the seeded generator.
@_exported import TipRandom
