#!/usr/bin/env python3
"""Documentation checks, run by CI: `python3 Scripts/check-docs.py [phase ...]` from anywhere.

Python 3.8 or later, standard library only; nothing is installed at run time. The phases, all
by default:

  schema    Every catalog in Policies/, Policies/examples/ and Examples/*/ validates against
            Policies/schema.json, and the bad catalogs in Tests/Fixtures/invalid-catalogs fail
            it, except `loader-only-*` (mistakes only the loader sees), which must pass it.
            The validator is Scripts/schema_validator.py (the keywords the schema uses, and it
            refuses any other); where Python's `jsonschema` is importable it runs too, and the
            two must agree on every file.
  docc      Builds the DocC catalog Sources/<Module>/<Module>.docc of TipEngine, and of
            TipCalculatorModel and TipBatch when they have one, with the toolchain's `docc`
            from that module's symbol graph; any warning fails.
  example   Lints, builds and runs the example package Examples/CustomPolicy.
  articles  The DocC articles: each page's Swift listings, in order, form a program that must
            build and run, printing what its `print(...)  // output` comments say; "Writing a
            policy kind" shows the example package's source, catalog and output verbatim;
            "Configuring regional rules" quotes the loader's real messages (the fixtures' .txt
            files); catalogs shown in ```json listings validate against the schema.
  readme    Every ```swift block of README.md is a program of its own that must build and
            run; its output comments, when it has them, must match; the catalogs it shows
            validate against the schema; no leftover such as README.md.orig is tracked.
  commands  Every command example of README.md and the articles that shows output runs: the
            built `tipcalc` (`swift build --product tipcalc`) in a directory holding the
            document's files (and, for the README, Policies/, as in a clone's root), under
            LANG=C.UTF-8; what it prints and its exit status must be what the example shows
            (Scripts/doc_commands.py says how a session is written).

Conventions in README.md and the articles (Markdown):
  - `print(value)  // text`: `text` is what the line prints. Text after two spaces that follow
    the printed text is a note: `print(tip)  // 15.21  (18 % before tax)`. In an article every
    print states its output; in a README block all of its prints do, or none.
  - A program may `import TipEngine`, `TipCalculatorModel`, `TipBatch` or `TipPolicyTesting`; its package depends
    on the products it imports (and a block that imports nothing gets none).
  - `<!-- file: house.json -->` right before a fenced block (of any language): the block is the
    file `house.json`, which is written into the directory where the README's programs run.
  - `<!-- snippet: skip (reason) -->` right before a ```swift block: the block is not built;
    before a session (a block whose first line is `$ command`): it is not run; the check lists
    it with its reason.
  - A session: `$ tipcalc …` lines, each followed by what it prints; `# exits 65` ends the line
    of a command that fails, and a last line `...` leaves the rest of the output out.
  "Right before" means on the last non-blank line above the opening fence.

Programs are generated into one package, .build/check-docs/listings, that depends on this one
by path; article programs run where their files are (see RUN_DIRECTORIES), the others in a fresh
directory under .build/check-docs/run. Work files stay under .build/check-docs (ignored by git),
so runs are idempotent and the second one rebuilds only what changed.
"""

import argparse
import glob
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import unittest
from dataclasses import dataclass, field
from pathlib import Path

sys.dont_write_bytecode = True  # no __pycache__ in Scripts/
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from schema_validator import (  # noqa: E402  (the path above makes it importable)
    SchemaValidator, UnsupportedSchema, format_path)
import doc_commands  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
WORK = ROOT / ".build" / "check-docs"
LISTINGS = WORK / "listings"
SCHEMA = "Policies/schema.json"
README = "README.md"
EXAMPLE = "Examples/CustomPolicy"
INVALID_CATALOGS = "Tests/Fixtures/invalid-catalogs"

# The library products a listing may import; the generated package depends on those it does.
LIBRARIES = ("TipEngine", "TipCalculatorModel", "TipBatch", "TipPolicyTesting")
# Modules whose DocC catalog is built when Sources/<Module>/<Module>.docc exists (TipEngine's
# must exist).
DOCUMENTED_MODULES = LIBRARIES
# Article pages whose listings open files, and the directory they run in; others run in a
# fresh directory.
RUN_DIRECTORIES = {
    "TipEngine.docc/GettingStarted.md": "Policies/examples",
    "TipEngine.docc/RunningPayrollByPayPeriod.md": "Policies/examples",
    "TipEngine.docc/WritingAPolicyKind.md": EXAMPLE,
}
# Pages that must have Swift listings (so a changed fence cannot silently drop the check).
REQUIRED_LISTINGS = ("TipEngine.docc/TipEngine.md", "TipEngine.docc/GettingStarted.md",
                     "TipEngine.docc/WritingAPolicyKind.md", "TipEngine.docc/ComputingExactly.md",
                     "TipEngine.docc/SplittingAReceipt.md")

PHASES = ("schema", "docc", "example", "articles", "readme", "commands")


# Reporting and running tools.

class PhaseFailed(Exception):
    """A problem that ends the phase (the rest of it cannot run)."""


class Phase:
    """The problems one phase found; each is printed when found and counted at the end."""

    def __init__(self, name, echo=True):
        self.name = name
        self.problems = []
        self.echo = echo  # False while reading the listings, before the phase's turn

    def fail(self, message):
        self.problems.append(message)
        if self.echo:
            print(f"error: {message}", file=sys.stderr, flush=True)

    def start(self):
        """Prints the problems found before the phase's turn, and from now on each at once."""
        if not self.echo:
            self.echo = True
            for message in self.problems:
                print(f"error: {message}", file=sys.stderr, flush=True)


def say(message=""):
    print(message, flush=True)


def run_tool(command, cwd=ROOT, echo=True):
    """Runs a command, returning (status, combined output); prints the command first."""
    if echo:
        say("$ " + " ".join(shlex.quote(str(part)) for part in command))
    try:
        done = subprocess.run([str(part) for part in command], cwd=cwd,
                              stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True)
    except FileNotFoundError:
        return 127, f"{command[0]}: command not found"
    return done.returncode, done.stdout


def require_tool(command, cwd=ROOT, what=None):
    """Runs a command that must succeed; prints its output's last line, or all of it on failure."""
    status, output = run_tool(command, cwd)
    if status != 0:
        say(output.rstrip())
        raise PhaseFailed(f"{what or command[0]} failed with status {status} (output above)")
    lines = output.rstrip().splitlines()
    if lines:
        say(lines[-1])
    return output


def relative(path):
    return os.path.relpath(path, ROOT)


def write_if_changed(path, text):
    """Writes a file unless it already holds the text (so incremental builds stay incremental)."""
    path = Path(path)
    if path.exists() and path.read_text(encoding="utf-8") == text:
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


# Markdown: fenced blocks and the markers before them.

FENCE = re.compile(r"^( {0,3})(`{3,}|~{3,})\s*([^\s`]*)")
MARKER = re.compile(r"^\s*<!--\s*(.*?)\s*-->\s*$")
SKIP = re.compile(r"^snippet:\s*skip\s*\((.+)\)$")
FILE = re.compile(r"^file:\s*(\S+)$")
SAFE_FILE_NAME = re.compile(r"^[\w.-]+(/[\w.-]+)*$")


@dataclass
class Block:
    """One fenced code block of a Markdown file."""
    document: str   # path relative to the repository
    line: int       # 1-based line of the opening fence; the text starts on the next line
    language: str
    text: str       # every line ends with "\n"
    marker: str     # the text of the HTML comment right before the fence, or ""


def code_blocks(path):
    """The fenced code blocks of a Markdown file, in order."""
    lines = Path(ROOT, path).read_text(encoding="utf-8").split("\n")
    blocks, index = [], 0
    while index < len(lines):
        opening = FENCE.match(lines[index])
        if not opening:
            index += 1
            continue
        indent, fence, language = len(opening.group(1)), opening.group(2), opening.group(3)
        closing = re.compile("^ {0,3}" + re.escape(fence[0]) + "{" + str(len(fence)) + r",}\s*$")
        previous = next((line for line in reversed(lines[:index]) if line.strip()), "")
        marker = MARKER.match(previous)
        body, end = [], index + 1
        while end < len(lines) and not closing.match(lines[end]):
            line = lines[end]
            body.append(line[min(indent, len(line) - len(line.lstrip(" "))):])
            end += 1
        blocks.append(Block(path, index + 1, language, "".join(line + "\n" for line in body),
                            marker.group(1) if marker else ""))
        index = end + 1
    return blocks


def marked_files(blocks, phase):
    """{name: text} of the blocks marked `<!-- file: name -->`."""
    files = {}
    for block in blocks:
        match = FILE.match(block.marker)
        if not match:
            continue
        name = match.group(1)
        where = f"{block.document}:{block.line}"
        if not SAFE_FILE_NAME.match(name) or ".." in name.split("/"):
            phase.fail(f"{where}: file name {name!r} must be a relative path without '..'")
        elif name in files and files[name] != block.text:
            phase.fail(f"{where}: {name} is declared twice with different contents")
        else:
            files[name] = block.text
    return files


def skip_reason(block, phase):
    """The reason given by `<!-- snippet: skip (reason) -->` before a block, else None."""
    if not block.marker.startswith("snippet:"):
        return None
    match = SKIP.match(block.marker)
    if not match:
        phase.fail(f"{block.document}:{block.line}: write the marker as "
                   f"`<!-- snippet: skip (why the block cannot be built) -->`, "
                   f"not `<!-- {block.marker} -->`")
        return None
    return match.group(1)


# Programs made of listings.

PRINT = re.compile(r"^\s*print\(")
PRINT_WITH_OUTPUT = re.compile(r"^\s*print\(.*\)\s+// (.*)$")
IMPORT = re.compile(r"^\s*(@testable\s+)?import\s+(?:(?:struct|class|enum|protocol|func|var|let)"
                    r"\s+)?(\w+)")


@dataclass
class Program:
    """Listings built as one executable target of the generated package, and run."""
    target: str
    title: str                  # how reports name it: "README.md, Swift block 3 (line 45)"
    run_directory: Path
    scratch: bool               # the run directory is made afresh for each run
    files: dict                 # written into a scratch run directory first
    text: str = ""
    origins: list = field(default_factory=list)   # program line → (document, line) or None
    products: list = field(default_factory=list)
    expected: list = None       # [(program line, documented text)], or None: not checked

    def add(self, block):
        if self.text:
            self.text += "\n"
            self.origins.append(None)
        self.text += block.text
        self.origins += [(block.document, block.line + 1 + n)
                         for n in range(block.text.count("\n"))]

    def where(self, line):
        """`document:line` of a line of the program (1-based), or the program's title."""
        origin = self.origins[line - 1] if 0 < line <= len(self.origins) else None
        return f"{origin[0]}:{origin[1]}" if origin else self.title


def analyse(program, every_print, phase):
    """Fills in the products the program imports and the output its comments promise."""
    prints, documented = [], []
    for number, line in enumerate(program.text.splitlines(), start=1):
        imported = IMPORT.match(line)
        if imported:
            if imported.group(1):
                phase.fail(f"{program.where(number)}: `@testable import` leans on internals; "
                           f"documentation uses the public API (`import {imported.group(2)}`)")
            if imported.group(2) in LIBRARIES and imported.group(2) not in program.products:
                program.products.append(imported.group(2))
        if PRINT.match(line):
            prints.append(number)
            output = PRINT_WITH_OUTPUT.match(line)
            if output:
                documented.append((number, output.group(1)))
    missing = [n for n in prints if n not in dict(documented)]
    if every_print:
        for number in missing:
            phase.fail(f"{program.where(number)}: a print without its output in a `  // ` "
                       f"comment: {program.text.splitlines()[number - 1].strip()}")
    elif documented and missing:
        phase.fail(f"{program.title}: give every print its output in a `  // ` comment, or "
                   f"none; lines without: "
                   + ", ".join(program.where(n) for n in missing))
    if missing and (every_print or documented):
        program.expected = None  # which print prints which line is unknown: compare nothing
    else:
        program.expected = documented if (documented or every_print) else None


def printed_as_documented(actual, documented):
    """The documented text is the printed line, optionally followed by two spaces and a note."""
    return actual == documented or documented.startswith(actual + "  ")


def swift_listings(blocks, phase, skipped):
    """The ```swift blocks that are programs: not files, not marked to be skipped."""
    listings = []
    for block in blocks:
        if block.language != "swift" or FILE.match(block.marker):
            continue
        reason = skip_reason(block, phase)
        if reason is None:
            listings.append(block)
        else:
            skipped.append(f"{block.document}:{block.line}: {reason}")
    return listings


def article_programs(phase):
    """One program per article page with Swift listings: its listings, in order."""
    programs, skipped = [], []
    for module in documented_modules():
        for page in sorted(glob.glob(f"Sources/{module}/{module}.docc/*.md")):
            short = f"{module}.docc/{Path(page).name}"
            blocks = code_blocks(page)
            listings = swift_listings(blocks, phase, skipped)
            files = marked_files(blocks, phase)
            if not listings:
                if short in REQUIRED_LISTINGS:
                    phase.fail(f"{page} has no Swift listings")
                continue
            directory = RUN_DIRECTORIES.get(short)
            target = f"{module}Docs_{Path(page).stem}"
            program = Program(target, page,
                              ROOT / directory if directory else WORK / "run" / target,
                              scratch=directory is None, files=files)
            if files and directory:
                phase.fail(f"{page} runs in {directory}: put {', '.join(files)} there instead "
                           f"of marking listings as files")
            for block in listings:
                program.add(block)
            analyse(program, every_print=True, phase=phase)
            programs.append(program)
    return programs, skipped


def readme_programs(phase):
    """One program per ```swift block of the README, and the files the README declares."""
    programs, skipped = [], []
    blocks = code_blocks(README)
    files = marked_files(blocks, phase)
    number = 0
    for block in blocks:
        if block.language != "swift" or FILE.match(block.marker):
            continue
        number += 1
        title = f"{README}, Swift block {number} (line {block.line})"
        reason = skip_reason(block, phase)
        if reason is not None:
            skipped.append(f"{title}: {reason}")
            continue
        target = f"README_{number}"
        program = Program(target, title, WORK / "run" / target, scratch=True, files=files)
        program.add(block)
        analyse(program, every_print=False, phase=phase)
        programs.append(program)
    return programs, skipped, files


class ListingsPackage:
    """The generated package that builds every program, built once for all phases."""

    def __init__(self, programs):
        self.programs = programs
        self.failures = None    # target → compiler report, once built
        self.binaries = None

    def write(self):
        sources = LISTINGS / "Sources"
        sources.mkdir(parents=True, exist_ok=True)
        targets = {program.target for program in self.programs}
        for stale in sources.iterdir():
            if stale.name not in targets:
                shutil.rmtree(stale)
        for program in self.programs:
            write_if_changed(sources / program.target / "main.swift", program.text)
        declarations = "".join(
            f'    .executableTarget(\n      name: "{program.target}",\n      dependencies: ['
            + ", ".join(f'.product(name: "{p}", package: "TipEngine")' for p in program.products)
            + "]),\n"
            for program in self.programs)
        write_if_changed(LISTINGS / "Package.swift", f"""// swift-tools-version: 6.0
// Generated by Scripts/check-docs.py from the Swift listings of the articles and the README.
import PackageDescription

let package = Package(
  name: "Listings",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [.package(name: "TipEngine", path: {json.dumps(str(ROOT))})],
  targets: [
{declarations}  ]
)
""")

    def build(self):
        """Builds every program; if that fails, each alone, to say which fail and why."""
        if self.failures is not None:
            return
        self.write()
        status, output = run_tool(["swift", "build", "--package-path", LISTINGS])
        self.failures = {}
        if status != 0:
            say("the build failed; building each program alone to tell which fail "
                "(each phase reports its own)")
            for program in self.programs:
                status, output = run_tool(
                    ["swift", "build", "--package-path", LISTINGS, "--product", program.target],
                    echo=False)
                if status != 0:
                    self.failures[program.target] = output
        else:
            say(output.rstrip().splitlines()[-1] if output.strip() else "built")
        _, path = run_tool(["swift", "build", "--package-path", LISTINGS, "--show-bin-path"],
                           echo=False)
        self.binaries = Path(path.strip().splitlines()[-1])


DIAGNOSTIC = re.compile(r"^(?P<path>.*/Sources/(?P<target>[^/]+)/main\.swift):(?P<line>\d+):"
                        r"(?P<column>\d+): error: (?P<message>.*)$")


def compiler_errors(program, output):
    """The compiler's errors about a program, each at its line in the Markdown file."""
    errors = {}
    for line in output.splitlines():
        match = DIAGNOSTIC.match(line)
        if match and match.group("target") == program.target:
            number, column = int(match.group("line")), int(match.group("column"))
            where = program.where(number)
            if where != program.title:
                where += f":{column}"
            errors[(number, column, match.group("message"))] = \
                f"{where}: error: {match.group('message')}"
    if not errors:  # not a compiler error (a linker or package problem): show the end
        return output.rstrip().splitlines()[-15:]
    return [errors[key] for key in sorted(errors)]


def failure_message(stderr):
    """The end of what a failed program wrote to standard error, without the stack trace."""
    lines = []
    for line in stderr.splitlines():
        if line.startswith(("Current stack trace:", "\N{BOMB}")):
            break
        lines.append(line)
    return lines[-10:] or ["(nothing on standard error)"]


def run_programs(package, programs, phase):
    """Builds (once) and runs each program, comparing its output with its comments."""
    if not programs:
        return
    package.build()
    for program in programs:
        if program.target in package.failures:
            errors = compiler_errors(program, package.failures[program.target])
            if not program.products:
                errors.append(f"(it imports none of {', '.join(LIBRARIES)}: add the import a "
                              f"reader needs)")
            phase.fail(f"{program.title} does not build:\n  " + "\n  ".join(errors))
            continue
        if program.scratch:
            shutil.rmtree(program.run_directory, ignore_errors=True)
            program.run_directory.mkdir(parents=True)
            for name, text in program.files.items():
                write_if_changed(program.run_directory / name, text)
        try:
            run = subprocess.run([package.binaries / program.target], cwd=program.run_directory,
                                 stdin=subprocess.DEVNULL, capture_output=True, text=True,
                                 timeout=120, env=dict(os.environ, SWIFT_BACKTRACE="enable=no"))
        except subprocess.TimeoutExpired:
            phase.fail(f"{program.title}: still running after 120 s")
            continue
        if run.returncode != 0:
            how = f"is killed by signal {-run.returncode}" if run.returncode < 0 \
                else f"exits with status {run.returncode}"
            phase.fail(f"{program.title} {how} (run in {relative(program.run_directory)}):\n  "
                       + "\n  ".join(failure_message(run.stderr)))
            continue
        if program.expected is None:
            say(f"{program.title}: builds and runs (its output is not documented)")
            continue
        actual = run.stdout.splitlines()
        wrong = 0
        for index in range(max(len(actual), len(program.expected))):
            got = actual[index] if index < len(actual) else None
            number, want = program.expected[index] if index < len(program.expected) \
                else (None, None)
            if got is not None and want is not None and printed_as_documented(got, want):
                continue
            wrong += 1
            where = program.where(number) if number else program.title
            phase.fail(f"{where}: print #{index + 1} is documented as\n    "
                       f"{'(no print)' if want is None else want}\n  but prints\n    "
                       f"{'(nothing)' if got is None else got}")
        if not wrong:
            say(f"{program.title}: {len(actual)} outputs as documented" if actual
                else f"{program.title}: builds and runs (it prints nothing)")


# Catalogs against the schema.

class CatalogValidator:
    """The built-in validator, and `jsonschema` beside it when importable; they must agree."""

    def __init__(self, schema_path=SCHEMA):
        schema = json.loads(Path(ROOT, schema_path).read_text(encoding="utf-8"))
        self.builtin = SchemaValidator(schema)  # raises UnsupportedSchema, which fails loudly
        try:
            from jsonschema import Draft202012Validator
            from importlib.metadata import version
        except ImportError:
            self.jsonschema = None
            self.name = ("the built-in validator (Scripts/schema_validator.py); Python's "
                         "jsonschema is not installed, so it does not run")
            return
        Draft202012Validator.check_schema(schema)
        self.jsonschema = Draft202012Validator(schema)
        self.name = (f"the built-in validator (Scripts/schema_validator.py) and jsonschema "
                     f"{version('jsonschema')}; they must agree on every file")

    def errors(self, value, name, phase):
        """The built-in validator's errors, as `name: at path: message` lines."""
        errors = []
        for path, message in self.builtin.errors(value):
            error = f"{name}: at {format_path(path)}: {message}"
            if error not in errors:  # a key checked by two subschemas fails twice
                errors.append(error)
        if self.jsonschema is not None:
            theirs = sorted(self.jsonschema.iter_errors(value), key=lambda e: list(e.path))
            if bool(theirs) != bool(errors):
                phase.fail(f"{name}: the validators disagree: the built-in one says "
                           + ("; ".join(errors) if errors else "valid")
                           + ", jsonschema says "
                           + ("; ".join(f"at {format_path(e.path)}: {e.message}"
                                        for e in theirs) if theirs else "valid"))
        return errors


def check_catalog_listings(blocks, validator, phase):
    """The complete catalogs (JSON objects with a "version") among blocks validate."""
    count = 0
    for block in blocks:
        if block.language != "json":
            continue
        try:
            value = json.loads(block.text)
        except ValueError:
            continue  # a fragment, such as one policy object
        if isinstance(value, dict) and "version" in value:
            count += 1
            for error in validator.errors(value, f"{block.document}:{block.line}", phase):
                phase.fail(f"a catalog listing fails the schema: {error}")
    return count


# The phases.

def check_schema(phase, context):
    say("self-test of the built-in validator (Scripts/test_schema_validator.py)")
    tests = unittest.defaultTestLoader.loadTestsFromName("test_schema_validator")
    result = unittest.TextTestRunner(stream=sys.stdout, verbosity=0).run(tests)
    if not result.wasSuccessful():
        phase.fail("the built-in validator fails its own tests (above)")
    validator = context.validator()
    say(f"validator: {validator.name}")
    good = sorted(glob.glob("Policies/*.json")
                  + glob.glob("Policies/examples/*.json")
                  + glob.glob("Examples/*/*.json"))
    good = [path for path in good if path != SCHEMA and path not in DOCUMENT_SCHEMAS.values()]
    documents = [path for path in good if document_schema(path) is not None]
    good = [path for path in good if path not in documents]
    for path in good:
        for error in validator.errors(load_json(path), path, phase):
            phase.fail(error)
    # Pay periods and shifts against their own schemas (the `$schema` they name).
    documents += sorted(glob.glob("Policies/examples/shifts/*.json")
                        + glob.glob("Tests/Fixtures/shifts/*.json"))
    validators = {}
    for path in documents:
        schema = document_schema(path) or DOCUMENT_SCHEMAS["shift.schema.json"]
        if schema not in validators:
            validators[schema] = CatalogValidator(schema)
        for error in validators[schema].errors(load_json(path), path, phase):
            phase.fail(error)
    say(f"{len(documents)} pay periods and shifts valid against "
        + ", ".join(sorted(DOCUMENT_SCHEMAS.values())))
    bad = sorted(glob.glob(f"{INVALID_CATALOGS}/*.json"))
    if len(bad) < 10:
        phase.fail(f"expected at least 10 bad catalogs in {INVALID_CATALOGS}, found {len(bad)}")
    for path in bad:
        errors = validator.errors(load_json(path), path, phase)
        if Path(path).name.startswith("loader-only-"):
            for error in errors:
                phase.fail(f"meant to pass the schema (only the loader sees the mistake), but "
                           f"{error}")
        elif not errors:
            phase.fail(f"{path}: the schema accepts this bad catalog")
    say(f"{len(good)} catalogs valid; {len(bad)} bad catalogs rejected as expected "
        f"(loader-only-* accepted)")


# The schemas of the documents beside catalogs, by the file name their `$schema` ends with.
DOCUMENT_SCHEMAS = {
    "period.schema.json": "Policies/period.schema.json",
    "shift.schema.json": "Policies/shift.schema.json",
}


def document_schema(path):
    """The schema a pay period or shift names in `$schema`, or None for a catalog."""
    named = load_json(path).get("$schema", "")
    for name, schema in DOCUMENT_SCHEMAS.items():
        if isinstance(named, str) and named.endswith(name):
            return schema
    return None


def load_json(path):
    try:
        return json.loads(Path(ROOT, path).read_text(encoding="utf-8"))
    except ValueError as error:
        raise PhaseFailed(f"{path} is not JSON: {error}")


def documented_modules():
    return [module for module in DOCUMENTED_MODULES
            if Path(ROOT, f"Sources/{module}/{module}.docc").is_dir()]


def reexported_modules(module):
    """The flag that documents the modules `module` re-exports (`@_exported import X`) as its
    own: TipEngine is an umbrella over the targets it is split into."""
    names = set()
    for source in Path(ROOT, "Sources", module).glob("*.swift"):
        names.update(re.findall(r"^@_exported import (\w+)", source.read_text(), re.M))
    if not names:
        return []
    return ["-experimental-allowed-reexported-modules=" + ",".join(sorted(names))]


def c_module_paths(binaries):
    """`-I` options for the module maps SwiftPM writes for the package's C targets (such as
    TipWriteback), which a Swift module that imports one needs to be loaded."""
    options = []
    for module_map in sorted(binaries.glob("*.build/module.modulemap")):
        options += ["-I", module_map.parent]
    return options


def check_docc(phase, context):
    modules = documented_modules()
    if "TipEngine" not in modules:
        phase.fail("Sources/TipEngine/TipEngine.docc is missing")
    absent = [module for module in DOCUMENTED_MODULES if module not in modules]
    if absent:
        say("no DocC catalog (skipped): " + ", ".join(f"Sources/{m}/{m}.docc" for m in absent))
    docc = ["docc"] if shutil.which("docc") else ["xcrun", "docc"]
    extract = ["swift", "symbolgraph-extract"]
    target_info = json.loads(run_tool(["swift", "-print-target-info"], echo=False)[1])
    triple = target_info["target"]["triple"]
    if sys.platform == "darwin":
        extract += ["-sdk", run_tool(["xcrun", "--show-sdk-path"], echo=False)[1].strip()]
    binaries = Path(run_tool(["swift", "build", "--show-bin-path"], echo=False)[1].strip())
    for module in modules:
        require_tool(["swift", "build", "--target", module], what=f"building {module}")
        graphs = WORK / "symbol-graphs" / module
        shutil.rmtree(graphs, ignore_errors=True)
        graphs.mkdir(parents=True)
        # <Module>.symbols.json, and <Module>@<Other>.symbols.json for extensions of other
        # modules' types.
        require_tool(extract + ["-module-name", module, "-target", triple,
                                "-module-cache-path", binaries / "ModuleCache",
                                "-I", binaries / "Modules", "-minimum-access-level", "public",
                                *c_module_paths(binaries),
                                "-omit-extension-block-symbols", "-output-dir", graphs]
                     + reexported_modules(module),
                     what=f"extracting {module}'s symbol graph")
        archive = WORK / f"{module}.doccarchive"
        shutil.rmtree(archive, ignore_errors=True)
        status, output = run_tool(docc + [
            "convert", f"Sources/{module}/{module}.docc", "--additional-symbol-graph-dir", graphs,
            "--fallback-display-name", module,
            "--fallback-bundle-identifier", f"org.tipengine.{module}",
            "--output-path", archive, "--warnings-as-errors"])
        if output.strip():
            say(output.rstrip())
        if status != 0:
            phase.fail(f"docc convert Sources/{module}/{module}.docc failed with status "
                       f"{status} (warnings are errors; output above)")
        else:
            say(f"documentation archive: {relative(archive)}")


def check_example(phase, context):
    require_tool(["swift", "format", "lint", "--strict", "-r", f"{EXAMPLE}/Package.swift",
                  f"{EXAMPLE}/Sources"], what="swift format lint of the example package")
    require_tool(["swift", "build", "--package-path", EXAMPLE], what="building the example")
    status, output = run_tool(["swift", "run", "--skip-build", "--package-path", EXAMPLE,
                               "CustomPolicy"])
    say(output.rstrip())
    if status != 0:
        raise PhaseFailed(f"the example package exits with status {status} (output above)")
    context.example_output = output


def check_articles(phase, context):
    validator = context.validator()
    docc = "Sources/TipEngine/TipEngine.docc"

    # The articles quote the loader's real messages: every fixture's message appears in one of
    # them ("Configuring regional rules" for policies and charges, the screens and pools
    # articles for theirs).
    articles = sorted(glob.glob(f"{docc}/*.md"))
    text = "\n".join(Path(ROOT, page).read_text(encoding="utf-8") for page in articles)
    messages = sorted(glob.glob(f"{INVALID_CATALOGS}/*.txt"))
    for expected in messages:
        for line in Path(ROOT, expected).read_text(encoding="utf-8").splitlines():
            if line not in text:
                phase.fail(f"no article in {docc} shows the message of {expected}: {line}")
    say(f"the articles of {docc} quote the messages of {len(messages)} fixtures")

    # The complete catalogs the articles show validate.
    count = 0
    for module in documented_modules():
        for page in sorted(glob.glob(f"Sources/{module}/{module}.docc/*.md")):
            count += check_catalog_listings(code_blocks(page), validator, phase)
    say(f"{count} catalog listings in the articles validate")

    # "Writing a policy kind" is the example package, verbatim.
    article = f"{docc}/WritingAPolicyKind.md"
    shown = {(block.language, block.text) for block in code_blocks(article)}
    for path, language in [(f"{EXAMPLE}/Sources/CustomPolicy/CappedPolicy.swift", "swift"),
                           (f"{EXAMPLE}/brunch.json", "json")]:
        if (language, Path(ROOT, path).read_text(encoding="utf-8")) not in shown:
            phase.fail(f"{article} must show {path} verbatim in a ```{language} block")
    if context.example_output is None:
        phase.fail(f"{article}: the example's output is unknown (its phase did not run or "
                   f"failed), so the article's copy of it is unchecked")
    elif not any(text == context.example_output for _, text in shown):
        phase.fail(f"{article} must show the output of `swift run` in {EXAMPLE} verbatim:\n"
                   + context.example_output)
    else:
        say(f"{article} shows the example package's source, catalog and output verbatim")

    # Each page's Swift listings, as one program.
    for reason in context.articles_skipped:
        say(f"skipped {reason}")
    run_programs(context.package, context.articles, phase)


LEFTOVERS = re.compile(r"(\.orig|\.rej|\.bak|~)$")


def tracked_leftovers():
    """Tracked files that a merge, a patch or an editor left behind (README.md.orig)."""
    status, output = run_tool(["git", "ls-files"], echo=False)
    if status != 0:
        return []  # not a git checkout (an exported tree): nothing to say
    return [name for name in output.splitlines() if LEFTOVERS.search(name)]


def check_readme(phase, context):
    for name in tracked_leftovers():
        phase.fail(f"{name} is a leftover of a merge or an editor: remove it (git rm)")
    for reason in context.readme_skipped:
        say(f"skipped {reason}")
    if context.readme_files:
        say(f"files for the README's programs: {', '.join(sorted(context.readme_files))}")
    count = check_catalog_listings(code_blocks(README), context.validator(), phase)
    say(f"{count} catalog listings in {README} validate")
    run_programs(context.package, context.readme, phase)


def command_documents():
    """(document, the directory its commands run in or None for a fresh one) to check."""
    documents = [(README, None)]
    for module in documented_modules():
        for page in sorted(glob.glob(f"Sources/{module}/{module}.docc/*.md")):
            directory = RUN_DIRECTORIES.get(f"{module}.docc/{Path(page).name}")
            documents.append((page, ROOT / directory if directory else None))
    return documents


def session_examples(document, phase, skipped):
    """The command examples of a document's sessions, and the files its blocks declare."""
    blocks = code_blocks(document)
    found = []
    for block in blocks:
        if FILE.match(block.marker) or not doc_commands.is_session(block.text):
            continue
        reason = skip_reason(block, phase)
        if reason is not None:
            skipped.append(f"{block.document}:{block.line}: {reason}")
            continue
        found += doc_commands.examples(document, block.line + 1, block.text)
    files = marked_files(blocks, phase)
    files.update(doc_commands.declared_by_cat(found, files))
    return found, files


def check_commands(phase, context):
    say("self-test of the session reader (Scripts/test_doc_commands.py)")
    tests = unittest.defaultTestLoader.loadTestsFromName("test_doc_commands")
    result = unittest.TextTestRunner(stream=sys.stdout, verbosity=0).run(tests)
    if not result.wasSuccessful():
        phase.fail("the session reader fails its own tests (above)")
    require_tool(["swift", "build", "--product", "tipcalc"], what="building tipcalc")
    _, path = run_tool(["swift", "build", "--show-bin-path"], echo=False)
    tipcalc = Path(path.strip().splitlines()[-1]) / "tipcalc"
    environment = {name: value for name, value in os.environ.items()
                   if not name.startswith("LC_") and name not in ("LANG", "LANGUAGE")}
    environment.update(LANG="C.UTF-8", SWIFT_BACKTRACE="enable=no")
    skipped, total, unshown = [], 0, 0
    for document, directory in command_documents():
        found, files = session_examples(document, phase, skipped)
        if not found:
            continue
        if directory is None:
            directory = WORK / "commands" / Path(document).stem
            shutil.rmtree(directory, ignore_errors=True)
            directory.mkdir(parents=True)
            for name, text in files.items():
                write_if_changed(directory / name, text)
            # Commands run as in a clone's root: Policies/ (and its examples) is there.
            (directory / "Policies").symlink_to(ROOT / "Policies", target_is_directory=True)
        passed, checked = 0, 0
        for example in found:
            checked += 1
            unshown += not example.output and not example.elided
            try:
                run = doc_commands.invocation(example.command)
            except doc_commands.UnsupportedCommand as error:
                phase.fail(f"{example.where}: `{example.command}`: {error}")
                continue
            program = [str(tipcalc)] if run.program == "tipcalc" else ["cat"]
            try:
                done = subprocess.run(program + run.arguments, cwd=directory,
                                      stdin=subprocess.DEVNULL, capture_output=True, text=True,
                                      timeout=60, env=dict(environment, **run.environment))
            except subprocess.TimeoutExpired:
                phase.fail(f"{example.where}: `{example.command}` still runs after 60 s")
                continue
            problems = doc_commands.differences(example, done.stdout, done.stderr,
                                                done.returncode)
            for problem in problems:
                phase.fail(f"{example.where}: `{example.command}` {problem}")
            passed += not problems
        total += checked
        say(f"{document}: {passed} of {checked} commands print what they show "
            f"(run in {relative(directory)})")
    for reason in skipped:
        say(f"skipped {reason}")
    say(f"{total} command examples checked ({unshown} shown without output: their status "
        f"only)")


CHECKS = {"schema": check_schema, "docc": check_docc, "example": check_example,
          "articles": check_articles, "readme": check_readme, "commands": check_commands}


class Context:
    """What the phases share: the validator, the example's output, the listings package."""

    def __init__(self, phases):
        self.example_output = None
        self._validator = None
        self.articles, self.articles_skipped = [], []
        self.readme, self.readme_skipped, self.readme_files = [], [], {}
        self.parse_problems = {name: Phase(name, echo=False) for name in ("articles", "readme")}
        if "articles" in phases:
            self.articles, self.articles_skipped = article_programs(
                self.parse_problems["articles"])
        if "readme" in phases:
            self.readme, self.readme_skipped, self.readme_files = readme_programs(
                self.parse_problems["readme"])
        self.package = ListingsPackage(self.articles + self.readme)

    def validator(self):
        if self._validator is None:
            self._validator = CatalogValidator()
        return self._validator


def main(arguments):
    parser = argparse.ArgumentParser(
        description="Checks the documentation: " + ", ".join(PHASES) + " (see the file's top).")
    parser.add_argument("phases", nargs="*", metavar="phase",
                        help="phases to run, in the order above (default: all)")
    phases = parser.parse_args(arguments).phases or list(PHASES)
    unknown = [name for name in phases if name not in PHASES]
    if unknown:
        parser.error(f"unknown phase {', '.join(unknown)}; the phases are {', '.join(PHASES)}")
    if "articles" in phases and "example" not in phases:
        phases.append("example")  # the articles show the example's output
    phases = [name for name in PHASES if name in phases]
    os.chdir(ROOT)
    WORK.mkdir(parents=True, exist_ok=True)

    context = Context(phases)
    results = []
    for name in phases:
        say(f"\n==> {name}")
        phase = context.parse_problems.get(name) or Phase(name)
        phase.start()
        try:
            CHECKS[name](phase, context)
        except (PhaseFailed, UnsupportedSchema) as error:
            phase.fail(str(error))
        results.append(phase)

    say("\n==> summary")
    for phase in results:
        problems = len(phase.problems)
        say(f"  {phase.name:<9} " + (f"FAILED ({problems} problem{'s' * (problems != 1)})"
                                     if problems else "ok"))
    if any(phase.problems for phase in results):
        return 1
    say("Documentation checks passed.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
