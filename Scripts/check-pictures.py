#!/usr/bin/env python3
"""Renders every kind of picture tipcalc draws in headless Chromium and checks it.

Usage: python3 Scripts/check-pictures.py [--update-pictures]

For each picture (prompt --svg for a USD, a JPY and a KWD bill and for service charges with
hard names (Tests/Fixtures/pictures/hard-names.json), prompt --screens-html,
compare --html, tip-bench --html --from a saved report) it
1. runs the built tipcalc to draw it, and keeps the amounts the command printed;
2. renders it to a PNG with `chromium --headless --screenshot` and checks that the PNG is not
   blank (a white page compresses to a few hundred bytes);
3. loads it in a harness page whose inline script measures the drawing (getBBox,
   getBoundingClientRect) and writes its verdict into the DOM, which `--dump-dom` prints: the
   page has drawings, each with text; every amount the command printed is there as text; no
   text leaves its button, its chart or its frame.
Any problem fails the script (exit 1). Without Chromium it says how to install it and exits 0,
so CI runs without network. --update-pictures copies one PNG of each kind to Docs/pictures/.
"""

import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "Tests/Fixtures/pictures"
PICTURES = ROOT / "Docs/pictures"
BROWSERS = ["chromium", "chromium-browser", "google-chrome"]
# The largest committed picture, in bytes.
PICTURE_LIMIT = 60_000

PROMPTS = [
    ("prompt-usd", ["84.50", "--region", "US", "--split", "3", "--locale", "en_US"]),
    ("prompt-jpy", ["4800", "--currency", "JPY", "--screen", "square-caps", "--locale", "ja_JP"]),
    ("prompt-kwd", ["12.345", "--currency", "KWD", "--screen", "square-caps", "--locale", "ar_KW",
                    "--split", "2"]),
    # Service charges named with the characters that are widest for their count (%, &, <=>,
    # — and …) and with control characters, which are drawn as \u{7}: each line and its amount
    # must stay inside the frame.
    ("prompt-hard-names", ["10", "--config", f"{ROOT}/Tests/Fixtures/pictures/hard-names.json",
                           "--locale", "en_US"]),
]
COMPARE = [f"{FIXTURES}/bills.csv", "--policy", "house", "--config", f"{FIXTURES}/before.json",
           "--with-config", f"{FIXTURES}/after.json"]
# The PNGs --update-pictures commits, by picture.
COMMITTED = {"prompt-usd": "prompt-usd.png", "screens": "screens.png", "compare": "compare.png",
             "bench": "bench.png"}
BENCH_REPORT = FIXTURES / "bench-report.json"

HARNESS = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>check</title></head>
<body>
<pre id="verdict">PENDING</pre>
<iframe id="picture" src="%(src)s" width="%(width)d" height="%(height)d"></iframe>
<script>
const expected = %(expected)s;
function check() {
  const problems = [];
  const doc = document.getElementById('picture').contentDocument;
  if (!doc) { return ['the picture could not be read (file access)']; }
  const svgs = Array.from(doc.querySelectorAll('svg'));
  if (svgs.length === 0) problems.push('no drawing');
  let texts = 0;
  for (const svg of svgs) {
    const frame = svg.getBoundingClientRect();
    const label = (svg.querySelector('title') || {}).textContent || 'a drawing';
    if (frame.width < 10 || frame.height < 10) problems.push(label + ': empty frame');
    for (const text of svg.querySelectorAll('text')) {
      texts += 1;
      const box = text.getBBox();
      if (box.width <= 0 || box.height <= 0) {
        problems.push(label + ': "' + text.textContent + '" is not drawn');
        continue;
      }
      const r = text.getBoundingClientRect();
      // The text's own button or chart frame, else the drawing.
      const group = text.closest('g[role=group]');
      const outer = group ? group.querySelector('rect').getBoundingClientRect() : frame;
      const slack = 0.5;
      if (r.left < outer.left - slack || r.right > outer.right + slack ||
          r.top < outer.top - slack || r.bottom > outer.bottom + slack) {
        problems.push(label + ': "' + text.textContent + '" overflows its frame by ' +
          [outer.left - r.left, r.right - outer.right, outer.top - r.top,
           r.bottom - outer.bottom].map(v => Math.max(0, v).toFixed(1)).join('/') + ' px');
      }
    }
  }
  if (texts === 0) problems.push('no text');
  const shown = Array.from(doc.querySelectorAll('text, td, th, p, figcaption, h1, h2'))
    .map(e => e.textContent).join('\\n');
  for (const amount of expected) {
    if (!shown.includes(amount)) problems.push('the amount "' + amount + '" is not on the page');
  }
  return problems.length ? problems : ['OK ' + svgs.length + ' drawings, ' + texts +
    ' texts, ' + expected.length + ' amounts'];
}
document.getElementById('picture').addEventListener('load', () => {
  let lines;
  try { lines = check(); } catch (error) { lines = ['the check failed: ' + error]; }
  document.getElementById('verdict').textContent = lines.join('\\n');
});
</script>
</body></html>
"""


def say(message):
    print(message, flush=True)


def browser():
    for name in BROWSERS:
        path = shutil.which(name)
        if path:
            return path
    return None


def built(product):
    """The debug build of `product` (tip-bench draws a saved report in a debug build)."""
    subprocess.run(["swift", "build", "--product", product], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    binaries = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True,
                              capture_output=True, text=True).stdout.strip().splitlines()[-1]
    return Path(binaries) / product


def run(executable, arguments, work):
    result = subprocess.run([str(executable)] + arguments, cwd=work, capture_output=True,
                            text=True, env={**os.environ, "LANG": "C.UTF-8"})
    if result.returncode != 0:
        raise SystemExit(f"{executable.name} {' '.join(arguments)} exited {result.returncode}:"
                         f"\n{result.stderr}")
    return result.stdout


def prompt_amounts(table):
    """The amounts prompt's table printed: the base, each option's cells, no tip's total, the
    custom tip's limits and the service charges."""
    amounts = []
    in_rows = False
    for line in table.splitlines():
        if line.startswith("Base "):
            amounts.append(re.sub(r"^Base\s+", "", line).split(" (")[0])
        elif line.startswith("Service charge "):
            amounts.append(re.split(r"\s{2,}", line)[1].split(" ")[0])
        elif line.startswith("Option "):
            in_rows = True
        elif in_rows and line.strip() and not line.startswith("Custom tip"):
            cells = [cell for cell in re.split(r"\s{2,}", line.strip()) if cell]
            amounts += cells[1:]
        elif line.startswith("Custom tip: "):
            in_rows = False
            limits = line[len("Custom tip: "):]
            for part in re.split(r"^up to |^at least | to ", limits):
                if part and part not in ("any amount", "not offered"):
                    amounts.append(part)
    return [amount for amount in amounts if re.search(r"\d", amount)]


def compare_amounts(report):
    """The amounts compare's report printed: the totals table and the largest changes."""
    amounts = []
    for line in report.splitlines():
        cells = re.split(r"\s{2,}", line.strip())
        if len(cells) == 9 and re.fullmatch(r"[A-Z]{3}", cells[0]):
            amounts += cells[2:]
        match = re.match(r"Largest \w+: row .*: (\S+) → (\S+) ", line)
        if match:
            amounts += match.groups()
    return amounts


def size_of(svg_text):
    width = int(re.search(r'<svg[^>]* width="(\d+)"', svg_text).group(1))
    height = int(re.search(r'<svg[^>]* height="(\d+)"', svg_text).group(1))
    return width, height


def bench_amounts(report):
    """The figures of a saved tip-bench report as the page writes them (`%.2f` ns)."""
    figures = [f"{row['nsPerOp']:.2f} ns" for row in report["results"]]
    figures += [f"{row['nsPerBill']:.2f} ns" for row in report["api"]]
    for row in report["scaling"]["policies"]:
        figures += [f"{row['oneThreadNsPerBill']:.2f} ns", f"{row['threadsNsPerBill']:.2f} ns"]
    return figures


def draw_all(tipcalc, bench, work):
    """(name, file, expected amounts, window width, window height) for every picture."""
    pictures = []
    for name, arguments in PROMPTS:
        table = run(tipcalc, ["prompt"] + arguments + ["--svg", f"{name}.svg"], work)
        width, height = size_of((work / f"{name}.svg").read_text(encoding="utf-8"))
        pictures.append((name, work / f"{name}.svg", prompt_amounts(table), width, height))
    run(tipcalc, ["prompt", "--screens-html", "screens.html"], work)
    # The page draws each screen for a bill below, at and above its threshold: the standard
    # screen's three bills, printed by prompt on their own, must be on the page as text.
    screen_amounts = []
    for subtotal in ("9.99", "10", "50"):
        table = run(tipcalc, ["prompt", subtotal, "--screen", "standard"], work)
        screen_amounts += prompt_amounts(table)
    pictures.append(("screens", work / "screens.html", screen_amounts, 1180, 500))
    report = run(tipcalc, ["compare"] + COMPARE + ["--html", "compare.html"], work)
    pictures.append(("compare", work / "compare.html", compare_amounts(report), 860, 600))
    run(bench, ["--html", "bench.html", "--from", str(BENCH_REPORT)], work)
    saved = json.loads(BENCH_REPORT.read_text(encoding="utf-8"))
    pictures.append(("bench", work / "bench.html", bench_amounts(saved), 720, 500))
    return pictures


def chromium(executable, arguments, timeout=120):
    return subprocess.run(
        [executable, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
         "--no-first-run", "--disable-dev-shm-usage"] + arguments,
        capture_output=True, text=True, timeout=timeout)


def check(executable, picture, work):
    name, path, expected, width, height = picture
    problems = []
    png = work / f"{name}.png"
    chromium(executable, [f"--window-size={width},{height}", f"--screenshot={png}",
                          path.as_uri()])
    if not png.exists():
        problems.append("Chromium wrote no screenshot")
    elif png.stat().st_size < 3000:
        problems.append(f"the screenshot is blank ({png.stat().st_size} bytes)")
    harness = work / f"{name}-harness.html"
    expected_json = json.dumps(expected, ensure_ascii=False).replace("</", "<\\/")
    harness.write_text(HARNESS % {"src": html.escape(path.name), "width": width,
                                  "height": height, "expected": expected_json},
                       encoding="utf-8")
    dom = chromium(executable, ["--allow-file-access-from-files", "--virtual-time-budget=5000",
                                "--dump-dom", harness.as_uri()]).stdout
    match = re.search(r'<pre id="verdict">(.*?)</pre>', dom, re.S)
    verdict = html.unescape(match.group(1)) if match else "no verdict in the dumped DOM"
    if not verdict.startswith("OK "):
        problems += verdict.splitlines()
    return problems, verdict, png


def main(arguments):
    update = "--update-pictures" in arguments
    unknown = [a for a in arguments if a != "--update-pictures"]
    if unknown:
        raise SystemExit(f"usage: {sys.argv[0]} [--update-pictures] (unknown: {unknown[0]})")
    executable = browser()
    if executable is None:
        say("check-pictures: skipped: Chromium is not installed; install it with "
            "'apt-get install chromium' (Debian) to render and check the pictures.")
        return 0
    tipcalc, bench = built("tipcalc"), built("tip-bench")
    failures = 0
    with tempfile.TemporaryDirectory(prefix="check-pictures-") as scratch:
        work = Path(scratch)
        for picture in draw_all(tipcalc, bench, work):
            problems, verdict, png = check(executable, picture, work)
            if problems:
                failures += 1
                say(f"FAIL {picture[0]}:")
                for problem in problems:
                    say(f"  {problem}")
            else:
                say(f"ok   {picture[0]}: {verdict[3:]}")
            if update and picture[0] in COMMITTED and png.exists():
                PICTURES.mkdir(parents=True, exist_ok=True)
                target = PICTURES / COMMITTED[picture[0]]
                shutil.copyfile(png, target)
                size = target.stat().st_size
                say(f"     wrote {target.relative_to(ROOT)} ({size} bytes)")
                if size > PICTURE_LIMIT:
                    failures += 1
                    say(f"FAIL {target.relative_to(ROOT)} is over {PICTURE_LIMIT} bytes")
    if failures:
        say(f"check-pictures: {failures} picture(s) failed")
        return 1
    say("check-pictures: every picture renders and holds its text")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
