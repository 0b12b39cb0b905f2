#!/usr/bin/env bash
# Documentation checks, run by CI: `bash Scripts/check-docs.sh` from anywhere. Every step must pass.
#
# 1. Builds the DocC catalog Sources/TipEngine/TipEngine.docc with the toolchain's `docc` (no
#    package plugin) from the TipEngine module's symbol graph; any warning fails.
# 2. Validates every catalog in Policies/ (and the example package's) against Policies/schema.json
#    with Python's jsonschema (installed with pip if missing), and checks that the bad catalogs in
#    Tests/Fixtures/invalid-catalogs fail the schema — except `loader-only-*`, mistakes that only
#    the loader can see, which must pass it. (`swift test` checks that all of them fail the loader
#    with the messages in their .txt files.)
# 3. Builds, lints and runs the example package Examples/CustomPolicy; it exits 1 on any
#    unexpected value.
# 4. Keeps the articles honest: compiles and runs their Swift listings, comparing each
#    `print(…)  // output` comment with the real output; checks that "Writing a policy kind"
#    shows the example package's source, catalog and output verbatim, that "Configuring regional
#    rules" quotes the fixtures' real error messages, and that its complete catalogs validate.
#
# Work files go to .build/check-docs (ignored by git); the script is idempotent.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
work="$root/.build/check-docs"
docc_catalog=Sources/TipEngine/TipEngine.docc
mkdir -p "$work"

step() { printf '\n==> %s\n' "$*"; }

# The Python half of the checks; the first argument names the phase.
checks() {
  python3 - "$@" <<'PY'
import glob, json, os, re, subprocess, sys

phase, root, work = sys.argv[1], sys.argv[2], sys.argv[3]
os.chdir(root)
docc = "Sources/TipEngine/TipEngine.docc"
problems = []

def fail(message):
    problems.append(message)

def finish():
    for message in problems:
        print("error: " + message, file=sys.stderr)
    if problems:
        sys.exit(1)

# The pages whose Swift listings are compiled and run: program name → (page, the directory it
# runs in, where the files its listings open are).
LISTINGS = {
    "Overview": ("TipEngine", "."),
    "GettingStarted": ("GettingStarted", "Policies/examples"),
    "WritingAPolicyKind": ("WritingAPolicyKind", "Examples/CustomPolicy"),
    "ComputingExactly": ("ComputingExactly", "."),
}

def code_blocks(path):
    """(language, text) of each fenced code block of a Markdown file."""
    blocks, language, lines = [], None, []
    for line in open(path, encoding="utf-8").read().split("\n"):
        if language is None:
            match = re.match(r"^```(\w*)\s*$", line)
            if match:
                language, lines = match.group(1), []
        elif line.startswith("```"):
            blocks.append((language, "\n".join(lines) + "\n"))
            language = None
        else:
            lines.append(line)
    return blocks

if phase == "schema":
    from jsonschema import Draft202012Validator
    schema = json.load(open("Policies/schema.json"))
    Draft202012Validator.check_schema(schema)
    validator = Draft202012Validator(schema)

    def errors(path):
        return sorted(validator.iter_errors(json.load(open(path))), key=lambda e: list(e.path))

    good = sorted(glob.glob("Policies/*.json") + glob.glob("Policies/examples/*.json")
                  + glob.glob("Examples/*/*.json"))
    good = [path for path in good if path != "Policies/schema.json"]
    for path in good:
        for error in errors(path):
            fail(f"{path}: at {'/'.join(map(str, error.path)) or '(root)'}: {error.message}")
    bad = sorted(glob.glob("Tests/Fixtures/invalid-catalogs/*.json"))
    if len(bad) < 10:
        fail(f"expected at least 10 bad catalogs in Tests/Fixtures/invalid-catalogs, found {len(bad)}")
    for path in bad:
        found = errors(path)
        if os.path.basename(path).startswith("loader-only-"):
            for error in found:
                fail(f"{path}: meant to pass the schema (only the loader sees the mistake), "
                     f"but: {error.message}")
        elif not found:
            fail(f"{path}: the schema accepts this bad catalog")
    print(f"{len(good)} catalogs valid; {len(bad)} bad catalogs rejected as expected")
    finish()

elif phase == "articles":
    from jsonschema import Draft202012Validator
    validator = Draft202012Validator(json.load(open("Policies/schema.json")))

    # "Configuring regional rules" quotes the loader's real messages, and its catalogs validate.
    article = f"{docc}/ConfiguringRegionalRules.md"
    text = open(article, encoding="utf-8").read()
    for expected in sorted(glob.glob("Tests/Fixtures/invalid-catalogs/*.txt")):
        for line in open(expected, encoding="utf-8").read().splitlines():
            if line not in text:
                fail(f"{article} does not show the message of {expected}: {line}")
    for path in sorted(glob.glob(f"{docc}/*.md")):
        for language, block in code_blocks(path):
            if language != "json":
                continue
            try:
                value = json.loads(block)
            except ValueError:
                continue  # a fragment, such as one policy object
            if isinstance(value, dict) and "version" in value:
                for error in validator.iter_errors(value):
                    fail(f"{path}: a catalog listing fails the schema: {error.message}")

    # "Writing a policy kind" is the example package, verbatim.
    article = f"{docc}/WritingAPolicyKind.md"
    blocks = code_blocks(article)
    example = "Examples/CustomPolicy"
    for path, language in [(f"{example}/Sources/CustomPolicy/CappedPolicy.swift", "swift"),
                           (f"{example}/brunch.json", "json")]:
        if (language, open(path, encoding="utf-8").read()) not in blocks:
            fail(f"{article} must show {path} verbatim in a ```{language} block")
    output = open(f"{work}/custom-policy-output.txt", encoding="utf-8").read()
    if not any(block == output for _, block in blocks):
        fail(f"{article} must show the output of `swift run` in {example} verbatim:\n{output}")

    # Each article's Swift listings, in order, form a program; its `print(…)  // text` lines
    # state the output.
    targets = []
    sources = f"{work}/snippets/Sources"
    for name, (page, _) in LISTINGS.items():
        page += ".md"
        listings = [block for language, block in code_blocks(f"{docc}/{page}")
                    if language == "swift"]
        if not listings:
            fail(f"{page} has no Swift listings")
            continue
        program = "\n".join(listings)
        expected = []
        for line in program.splitlines():
            if re.match(r"^\s*print\(", line):
                match = re.match(r"^\s*print\(.*\)  // (.*)$", line)
                if not match:
                    fail(f"{page}: a print without its output in a `  // ` comment: {line.strip()}")
                else:
                    expected.append(match.group(1))
        os.makedirs(f"{sources}/{name}", exist_ok=True)
        main = f"{sources}/{name}/main.swift"
        if not os.path.exists(main) or open(main).read() != program:
            open(main, "w").write(program)
        open(f"{work}/snippets/{name}.expected", "w").write("".join(line + "\n" for line in expected))
        targets.append(name)
    manifest = f"""// swift-tools-version: 6.0
// Generated by Scripts/check-docs.sh from the articles' Swift listings.
import PackageDescription

let package = Package(
  name: "ArticleListings",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [.package(name: "TipEngine", path: {json.dumps(root)})],
  targets: [
{"".join(f'    .executableTarget(name: "{t}", dependencies: [.product(name: "TipEngine", package: "TipEngine")]),{chr(10)}' for t in targets)}  ]
)
"""
    path = f"{work}/snippets/Package.swift"
    if not os.path.exists(path) or open(path).read() != manifest:
        open(path, "w").write(manifest)
    print(f"articles checked; listings of {', '.join(targets)} generated")
    finish()

elif phase == "listings":
    binaries = sys.argv[4]
    for name, (page, directory) in LISTINGS.items():
        page += ".md"
        run = subprocess.run([f"{binaries}/{name}"], cwd=directory, capture_output=True, text=True)
        if run.returncode != 0:
            fail(f"{page}: the listings exit with status {run.returncode}:\n{run.stderr}")
            continue
        expected = open(f"{work}/snippets/{name}.expected").read().splitlines()
        actual = run.stdout.splitlines()
        if actual != expected:
            for index in range(max(len(actual), len(expected))):
                want = expected[index] if index < len(expected) else "(nothing)"
                got = actual[index] if index < len(actual) else "(nothing)"
                if want != got:
                    fail(f"{page}: print #{index + 1} is documented as\n    {want}\n  but prints\n    {got}")
        else:
            print(f"{page}: {len(actual)} outputs as documented")
    finish()
PY
}

step "python3 with jsonschema"
if ! python3 -c 'import jsonschema' 2>/dev/null; then
  python3 -m pip install --quiet jsonschema || python3 -m pip install --quiet --user jsonschema
fi
python3 -c 'import jsonschema, sys; print("jsonschema", __import__("importlib.metadata").metadata.version("jsonschema"), "on Python", sys.version.split()[0])'

step "catalogs against Policies/schema.json"
checks schema "$root" "$work"

step "symbol graph of the TipEngine module"
graphs=$(swift package dump-symbol-graph --minimum-access-level public | sed -n 's/^Files written to //p')
[ -f "$graphs/TipEngine.symbols.json" ] || { echo "no TipEngine symbol graph in '$graphs'" >&2; exit 1; }
rm -rf "$work/symbol-graphs" && mkdir -p "$work/symbol-graphs"
# TipEngine.symbols.json, and TipEngine@Module.symbols.json for extensions of other modules' types.
cp "$graphs"/TipEngine.symbols.json "$work/symbol-graphs/"
find "$graphs" -name 'TipEngine@*.symbols.json' -exec cp {} "$work/symbol-graphs/" \;

step "docc convert $docc_catalog (warnings are errors)"
if command -v docc >/dev/null; then docc=(docc); else docc=(xcrun docc); fi
rm -rf "$work/TipEngine.doccarchive"
"${docc[@]}" convert "$docc_catalog" \
  --additional-symbol-graph-dir "$work/symbol-graphs" \
  --fallback-display-name TipEngine \
  --fallback-bundle-identifier org.tipengine.TipEngine \
  --output-path "$work/TipEngine.doccarchive" \
  --warnings-as-errors
echo "documentation archive: $work/TipEngine.doccarchive"

step "example package Examples/CustomPolicy: lint, build, run"
swift format lint --strict -r Examples/CustomPolicy/Package.swift Examples/CustomPolicy/Sources
swift build --package-path Examples/CustomPolicy
swift run --skip-build --package-path Examples/CustomPolicy CustomPolicy \
  | tee "$work/custom-policy-output.txt"

step "articles: quoted code, catalogs, messages and output"
checks articles "$root" "$work"
swift build --package-path "$work/snippets"
checks listings "$root" "$work" "$(swift build --package-path "$work/snippets" --show-bin-path)"

echo
echo "Documentation checks passed."
