/// An option that a command reads as a typed value: its declaration, and how its text becomes
/// the value, or the tool's error naming the option.
///
/// Declared once, it goes into every spec that takes it (``option``) and reads its value there
/// with ``ParsedArguments/value(of:)-(TypedOption<Value,Failure>)``, so that no command names the
/// option by a string or converts its text itself.
package struct TypedOption<Value, Failure: Error>: Sendable {
  /// The declaration, for a ``CommandSpec``'s options.
  package private(set) var option: CommandSpec.Option
  /// Reads a text given to the option; the declaration is passed for the messages.
  private let reader: @Sendable (String, CommandSpec.Option) throws(Failure) -> Value

  /// An option declared as `option`, whose text `reader` turns into its value.
  package init(
    _ option: CommandSpec.Option,
    reader:
      @escaping @Sendable (_ text: String, _ option: CommandSpec.Option) throws(Failure)
      -> Value
  ) {
    self.option = option
    self.reader = reader
  }

  /// The value of `text` given to this option.
  package func read(_ text: String) throws(Failure) -> Value {
    try reader(text, option)
  }

  /// The same option, described for one command by `help`.
  package func described(_ help: String) -> TypedOption {
    var copy = self
    copy.option.help = help
    return copy
  }
}
