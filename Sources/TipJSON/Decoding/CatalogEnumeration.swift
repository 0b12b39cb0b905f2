/// An enumeration with string raw values that names itself in catalog errors:
/// `unknown round-up target 'totl'; did you mean 'total'?`.
///
/// Enumerations without it are named after their type (`TipBase` is `tip base`).
package protocol CatalogEnumeration {
  /// What one value is called, without an article: `round-up target`.
  static var catalogNoun: String { get }
}
