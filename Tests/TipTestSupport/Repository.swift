import Foundation

/// Where the repository is, for tests that read its files (the built-in catalog's JSON, the
/// README, fixtures) or run its built executables.
public enum Repository {
  /// The repository's root directory: two levels above this file's folder.
  public static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // TipTestSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// `path`, relative to the repository's root.
  public static func url(_ path: String) -> URL {
    root.appendingPathComponent(path)
  }
}
