/// The `tipcalc` command line; replaced by the real commands in the CLI issue.
public enum TipCommandLine {
  /// Runs `tipcalc` with `arguments` (without the program name) and returns the exit status.
  public static func main(arguments: [String]) -> Int32 {
    print("tipcalc: not implemented yet")
    return 0
  }
}
