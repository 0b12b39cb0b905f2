// TipEngine is the one library an integrator imports. Its concerns live in their own targets,
// which it re-exports (ARCHITECTURE.md draws them):
//
// - TipJSON: reading JSON documents, and the located errors (CatalogError and its kin).
// - TipPricing: money, regions, orders, policies, quotes, charges and the policy catalog.
// - TipScreens, TipReceipts, TipPools: tip screens, itemised receipts and tip pools.
// - TipPayroll: pay periods of shifts, the US tip credit and the IRS tip allocation.
// - TipLint: the checks of what loads but is probably wrong (`tipcalc lint`).
// - TipCatalogTesting: a catalog's test cases and their runner.
@_exported import TipCatalogTesting
@_exported import TipJSON
@_exported import TipLint
@_exported import TipPayroll
@_exported import TipPools
@_exported import TipPricing
@_exported import TipReceipts
@_exported import TipScreens
