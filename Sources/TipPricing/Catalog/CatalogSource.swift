import Foundation
import TipJSON

/// The text of one catalog file and the name to report it under.
public struct CatalogSource: Sendable, Hashable {
  /// The file's path as the user gave it, or a label such as `built-in catalog`.
  public var name: String
  /// The file's bytes.
  public var bytes: [UInt8]

  /// A catalog held in memory.
  public init(name: String, bytes: [UInt8]) {
    self.name = name
    self.bytes = bytes
  }

  /// A catalog held in a string.
  public init(name: String, json: String) {
    self.init(name: name, bytes: Array(json.utf8))
  }

  /// The catalog compiled into the library from `Policies/default.json`.
  public static let builtIn = CatalogSource(
    name: "built-in catalog (Policies/default.json)", json: DefaultCatalog.json)

  /// Reads a catalog file.
  ///
  /// - Throws: ``CatalogError`` of kind ``CatalogError/Kind/unreadable`` for a missing file, a
  ///   directory or a permission problem, ``CatalogError/Kind/tooLarge`` past
  ///   ``PolicyCatalog/Limits/maximumFileSize``.
  public static func file(_ path: String) throws(CatalogError) -> CatalogSource {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      let relative = !path.hasPrefix("/")
      throw CatalogError(
        .unreadable, file: path, message: "no such file",
        suggestion: relative
          ? "check the path; it is relative to \(FileManager.default.currentDirectoryPath)"
          : "check the path")
    }
    guard !isDirectory.boolValue else {
      throw CatalogError(
        .unreadable, file: path, message: "is a directory; expected a JSON catalog file")
    }
    let size =
      (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?
      .intValue ?? 0
    let limit = PolicyCatalog.Limits.maximumFileSize
    // Later files add to earlier ones, so one large catalog can be several smaller ones.
    let split =
      "split it into several files of at most \(limit) bytes each and load them together "
      + "(with tipcalc, one --config per file)"
    guard size <= limit else {
      throw CatalogError(
        .tooLarge, file: path,
        message: "the file has \(size) bytes; catalogs are limited to \(limit) bytes",
        suggestion: split)
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw CatalogError(.unreadable, file: path, message: "cannot be opened for reading")
    }
    defer { try? handle.close() }
    let data: Data
    do {
      // Read one byte past the limit, in case the file grew or is not a regular file.
      data = try handle.read(upToCount: limit + 1) ?? Data()
    } catch {
      throw CatalogError(.unreadable, file: path, message: "cannot be read: \(error)")
    }
    guard data.count <= limit else {
      throw CatalogError(
        .tooLarge, file: path, message: "catalogs are limited to \(limit) bytes",
        suggestion: split)
    }
    return CatalogSource(name: path, bytes: Array(data))
  }
}
