/// The sections a catalog file may hold besides its policies, its service charges and its cash
/// rounding: each is read by the type its own module registers here.
enum CatalogSections {
  /// Every section, in the order their errors are reported within a file.
  static let standard: [any CatalogSection.Type] = [
    ScreenCatalogSection.self,
    PoolCatalogSection.self,
    TimeZoneSection.self,
    // After the screens: a case's screen is checked against them.
    CatalogTestSection.self,
  ]
}
