import TipEngine
