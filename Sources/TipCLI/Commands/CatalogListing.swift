import TipArguments
import TipEngine

/// A command that lists part of the catalog, as a table or, with `--json`, as a JSON array of
/// objects: `policies` and `regions`. A listing says what it is and how it lists; the options,
/// the loading of the catalog and the choice of output are declared once, here.
protocol CatalogListing: TipCommand {
  /// The command's name, such as `policies`.
  static var name: String { get }
  /// The command's one-sentence abstract.
  static var abstract: String { get }
  /// The fields of the JSON objects, such as `{name, kind, description}`.
  static var fields: String { get }

  /// The listing of `catalog`: a JSON array when `asJSON`, else the table and its notes.
  static func listing(of catalog: PolicyCatalog, asJSON: Bool) throws(CLIError) -> String
}

extension CatalogListing {
  /// `--json`.
  static var json: CommandSpec.Option {
    CommonOptions.jsonArray(of: fields)
  }

  /// The catalog options, then `--json`.
  static var spec: CommandSpec {
    CommandSpec(name: name, abstract: abstract, options: CatalogOptions.options + [json])
  }

  /// Prints the listing of the catalog the options name.
  static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    let catalog = try CatalogOptions(arguments).load(context: context)
    context.print(try listing(of: catalog, asJSON: arguments.isSet(json)))
  }
}
