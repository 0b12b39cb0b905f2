// Placeholder until the benchmark issue: tip-bench will drive TipEngine's compute core.
import TipBenchCore

print("tip-bench: not implemented yet")
