#!/usr/bin/env python3
"""Writes a seeded CSV of bills for the Spark recipe: `id,subtotal,tax,region,note`.

Every row has a unique id; about one in twenty has a bad value (an amount that is not one, an
unknown region), which `tipcalc batch` rejects. Notes hold commas, quotes and line breaks, in
quoted fields. The file is written as Python's csv module writes (LF, quotes only where needed),
so that Spark's CSV reader and this recipe's writer give back the same bytes. Rows have the right
number of fields: the recipe's Spark reader (mode FAILFAST) fails the job on a row that has not.

Usage: generate_bills.py ROWS [SEED] > bills.csv
"""

import csv
import random
import sys

NOTES = ["", "table 4", "window, by the door", 'the "usual"', "two\nlines", 'birthday, "42"\nparty']
REGIONS = ["", "US", "FR", "JP", "CA-QC", "DE"]


def main(rows: int, seed: int) -> None:
    generator = random.Random(seed)
    writer = csv.writer(sys.stdout, lineterminator="\n")
    writer.writerow(["id", "subtotal", "tax", "region", "note"])
    for index in range(rows):
        cents = generator.randint(1, 2_000_000)
        region = generator.choice(REGIONS)
        if region == "JP":
            subtotal, tax = str(cents // 100), str(cents // 1200)
        else:
            subtotal = f"{cents // 100}.{cents % 100:02d}"
            tax_cents = cents // 12
            tax = f"{tax_cents // 100}.{tax_cents % 100:02d}" if generator.random() < 0.5 else ""
        fault = generator.randrange(20)
        if fault == 0:
            subtotal = "abc"
        elif fault == 1:
            region = "ZZ"
        writer.writerow([f"B{index}", subtotal, tax, region, generator.choice(NOTES)])


if __name__ == "__main__":
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    sys.stdout.reconfigure(newline="")
    main(int(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) == 3 else 32)
