#!/usr/bin/env python3
"""Tests of the Spark recipe's pieces that need no Spark: how price_bills.py runs tipcalc.

Plain python3, standard library only: `python3 Examples/spark/test_price_bills.py`. The tests
that run tipcalc use $TIPCALC, else the debug build (.build/debug/tipcalc, from `swift build`),
and are skipped, saying so, when neither exists.
"""

import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import price_bills  # noqa: E402  (after the path is set)

TIPCALC = os.environ.get("TIPCALC") or os.path.join(HERE, "..", "..", ".build", "debug", "tipcalc")
NEEDS_TIPCALC = unittest.skipUnless(
    os.access(TIPCALC, os.X_OK), f"no tipcalc at {TIPCALC}: run `swift build` or set TIPCALC")


def price(rows, names, options=()):
    """price_partition over `rows` (tuples of cells) with the local binary, as a dict."""
    price_bills.tipcalc_path = lambda name: name
    numbered = list(enumerate(rows))
    columns = price_bills.header_row(names)
    return dict(price_bills.price_partition(numbered, TIPCALC, columns, list(options)))


class HeaderRowTests(unittest.TestCase):
    def test_names_are_written_as_one_csv_row(self):
        self.assertEqual(price_bills.header_row(["id", "subtotal"]), "id,subtotal")
        self.assertEqual(
            price_bills.header_row(["id", "subtotal", 'note, "left"']),
            'id,subtotal,"note, ""left"""')

    def test_id_column_is_matched_as_tipcalc_matches_it(self):
        self.assertTrue(price_bills.has_id_column(["subtotal", " ID "]))
        self.assertFalse(price_bills.has_id_column(["subtotal", "bill id"]))


@NEEDS_TIPCALC
class PartitionTests(unittest.TestCase):
    def test_a_name_with_a_comma_or_quote_prices_the_rows(self):
        outcome = price([("A1", "10.00", "by the door, left")], ["id", "subtotal", 'note, "x"'],
                        ["--policy", "percent-18"])
        self.assertEqual(outcome, {"priced": 'A1,10.00,"by the door, left",1.80,11.80,11.80'})

    def test_rejected_rows_are_a_priced_partition(self):
        outcome = price([("A1", "10.00"), ("A2", "ten")], ["id", "subtotal"],
                        ["--policy", "percent-18"])
        self.assertEqual(outcome["priced"], "A1,10.00,1.80,11.80,11.80")
        self.assertTrue(outcome["rejected"].startswith("2,A2,subtotal: 'ten' is not a valid"))

    def test_a_run_that_fails_before_its_rows_fails_with_tipcalcs_message(self):
        for options, said in [(["--policy", "percent-81"], "percent-81"),
                              (["--currency", "XYZ"], "XYZ")]:
            with self.assertRaises(price_bills.TipcalcFailure) as raised:
                price([("A1", "10.00")], ["id", "subtotal"], options)
            self.assertEqual(raised.exception.status, 65)
            self.assertIn(said, raised.exception.message)
            self.assertIn(said, str(raised.exception))

    def test_the_header_step_gives_the_partitions_columns(self):
        for names, options, added in [
            (["id", "subtotal", "at"], [], ""),
            (["id", "subtotal", "at"], ["--local-time"], ",local_time"),
            (["id", "subtotal", "at", "time_zone"], [], ",local_time"),
        ]:
            columns = price_bills.header_row(names)
            header, _ = price_bills.run_batch(
                TIPCALC, columns, ["--policy", "percent-18"] + options, b"", shard=False)
            self.assertEqual(header, columns + ",tip,total,shares" + added + "\n")

    def test_pieces_with_an_at_column_get_local_time_whatever_their_first_row(self):
        names = ["id", "subtotal", "at"]
        options = price_bills.batch_options(names, "percent-18")
        self.assertEqual(options, ["--policy", "percent-18", "--local-time"])
        columns = price_bills.header_row(names)
        header, _ = price_bills.run_batch(TIPCALC, columns, options, b"", shard=False)
        for first_row in [b"1,10.00,2026-11-27T22:30\n", b"1,10.00,2026-11-28T03:31:20Z\n",
                          b"1,10.00,\n"]:
            priced, _ = price_bills.run_batch(
                TIPCALC, columns, options + ["--region", "US-NY"], first_row)
            self.assertEqual(priced.count(","), header.count(","), priced)
        self.assertEqual(price_bills.batch_options(["id", "subtotal"]), [])


if __name__ == "__main__":
    unittest.main()
