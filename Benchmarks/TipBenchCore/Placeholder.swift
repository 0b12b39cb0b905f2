import TipEngine

/// Placeholder until the benchmark issue.
public enum TipBenchPlaceholder {}
