"""Command examples in Markdown, for the `commands` phase of Scripts/check-docs.py.

A fenced block whose first non-blank line starts with `$ ` is a terminal session: each `$ `
line is a command, and the lines after it, up to the next `$ ` line, are what it prints
(standard output, then standard error), trailing blank lines aside; a no-break space in the
output (U+00A0, U+202F, as locales put before a currency) matches a space in the example, which
looks the same. A last shown line of `...`
means the rest of the output is left out; a command shown without output is run for its exit
status only. The command exits with status 0 unless its line ends
with a comment saying otherwise: `$ tipcalc validate typo.json   # exits 65`.

The commands a session may run: `tipcalc …` or `swift run tipcalc …` (the built executable),
optionally after environment assignments (`LANG=de_DE.UTF-8 tipcalc …`), and `cat <file>`: when
no `<!-- file: name -->` block declares that file, the output shown declares it. Anything else
(pipes, redirections, other programs) is refused, so a session cannot silently go unchecked.

Python 3.8 or later, standard library only.
"""

import difflib
import re
import shlex
from dataclasses import dataclass, field

PROMPT = "$ "
ELIDED = "..."
EXIT_COMMENT = re.compile(r"\s+#\s*exits\s+(\d+)\s*$")
ASSIGNMENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*=")
NO_BREAK_SPACES = str.maketrans({"\u00a0": " ", "\u202f": " "})
SHELL_SYNTAX = re.compile(r"^(\||\|\||&&|;|&|[0-9]*>>?|<|2>&1|>&)$")


class UnsupportedCommand(Exception):
    """A command the check cannot run as written."""


@dataclass
class Example:
    """One command of a session and the output the document shows for it."""
    document: str
    line: int                   # 1-based line of the `$ ` line in the document
    command: str                # as written, without the `# exits N` comment
    status: int = 0             # the exit status the document promises
    output: list = field(default_factory=list)  # the lines shown, trailing blank lines dropped
    elided: bool = False        # the shown output ends with `...`: only a prefix is shown

    @property
    def where(self):
        return f"{self.document}:{self.line}"


def is_session(text):
    """Whether a fenced block's text is a terminal session (its first line is a command)."""
    first = next((line for line in text.splitlines() if line.strip()), "")
    return first.startswith(PROMPT)


def examples(document, first_line, text):
    """The commands of a session block whose text starts on line `first_line` of `document`."""
    found = []
    for number, line in enumerate(text.splitlines(), start=first_line):
        if line.startswith(PROMPT):
            command = line[len(PROMPT):].strip()
            status = 0
            comment = EXIT_COMMENT.search(command)
            if comment:
                status = int(comment.group(1))
                command = command[:comment.start()].rstrip()
            found.append(Example(document, number, command, status))
        elif found:
            found[-1].output.append(line)
    for example in found:
        while example.output and not example.output[-1].strip():
            example.output.pop()
        if example.output and example.output[-1].strip() == ELIDED:
            example.output.pop()
            example.elided = True
    return found


@dataclass
class Invocation:
    """What a command runs: `program` is "tipcalc" or "cat"."""
    environment: dict
    program: str
    arguments: list


def invocation(command):
    """How to run a command line of a session; raises UnsupportedCommand."""
    try:
        words = shlex.split(command, comments=True)
    except ValueError as error:
        raise UnsupportedCommand(f"cannot read the command line ({error})")
    environment = {}
    while words and ASSIGNMENT.match(words[0]):
        name, value = words.pop(0).split("=", 1)
        environment[name] = value
    for word in words:
        if SHELL_SYNTAX.match(word):
            raise UnsupportedCommand(
                f"`{word}` is shell syntax the check does not run; show one command and its "
                f"output per `$ ` line")
    if words[:3] == ["swift", "run", "tipcalc"]:
        return Invocation(environment, "tipcalc", words[3:])
    if words[:1] == ["tipcalc"]:
        return Invocation(environment, "tipcalc", words[1:])
    if len(words) == 2 and words[0] == "cat":
        return Invocation(environment, "cat", words[1:])
    raise UnsupportedCommand(
        "the check runs `tipcalc …`, `swift run tipcalc …` and `cat <file>` only; mark the "
        "block `<!-- snippet: skip (reason) -->` if it cannot be run")


def declared_by_cat(example_list, files):
    """{name: text} of the files that `cat` commands show and no file block declares."""
    declared = {}
    for example in example_list:
        try:
            run = invocation(example.command)
        except UnsupportedCommand:
            continue
        name = run.arguments[0] if run.program == "cat" else None
        if name and name not in files and name not in declared and not example.elided:
            declared[name] = "".join(line + "\n" for line in example.output)
    return declared


def differences(example, stdout, stderr, status):
    """What differs between a command's run and its example: a list of messages, empty if none."""
    problems = []
    if status != example.status:
        promised = "" if example.status == 0 else f" (its line says `# exits {example.status}`)"
        problems.append(f"exits with status {status}, not {example.status}{promised}"
                        + ("" if status == 0 else "; to show a failure, end the command line "
                           f"with `# exits {status}`"))
    if not example.output and not example.elided:
        return problems  # shown without output: only the status is promised
    actual = [line.translate(NO_BREAK_SPACES)
              for line in stdout.splitlines() + stderr.splitlines()]
    while actual and not actual[-1].strip():
        actual.pop()
    compared = actual[:len(example.output)] if example.elided else actual
    if compared != example.output:
        diff = difflib.unified_diff(example.output, compared, "shown", "printed", lineterm="", n=1)
        problems.append("prints other output than shown"
                        + (" (before the `...`)" if example.elided else "") + ":\n"
                        + "\n".join(list(diff)[2:]))
    return problems
