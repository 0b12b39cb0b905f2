#!/usr/bin/env python3
"""What a careful user would script instead of `tipcalc batch --policy percent-18`.

Reads CSV with `subtotal` and `tax` columns (any order, other columns passed through), adds
`tip` (18 % of the subtotal, rounded half-up to the cent, with the exact `decimal` module),
`total` (subtotal + tax + tip) and `shares` (the total, unsplit), and writes CSV in input order.

Usage: batch_compare.py INPUT OUTPUT
"""

import csv
import sys
from decimal import ROUND_HALF_UP, Decimal

RATE = Decimal("0.18")
CENT = Decimal("0.01")


def main(source_path: str, output_path: str) -> None:
    with open(source_path, newline="") as source, open(output_path, "w", newline="") as output:
        reader = csv.reader(source)
        writer = csv.writer(output, lineterminator="\n")
        header = next(reader)
        subtotal_column = header.index("subtotal")
        tax_column = header.index("tax") if "tax" in header else None
        writer.writerow(header + ["tip", "total", "shares"])
        for row in reader:
            subtotal = Decimal(row[subtotal_column])
            tax = Decimal(row[tax_column]) if tax_column is not None and row[tax_column] else 0
            tip = (subtotal * RATE).quantize(CENT, rounding=ROUND_HALF_UP)
            total = (subtotal + tax + tip).quantize(CENT)
            writer.writerow(row + [str(tip), str(total), str(total)])


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
