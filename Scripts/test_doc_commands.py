"""Tests of Scripts/doc_commands.py: `python3 Scripts/test_doc_commands.py`.

Scripts/check-docs.py runs them before it runs the documents' command examples.
"""

import os
import sys
import unittest

sys.dont_write_bytecode = True  # no __pycache__ in Scripts/
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from doc_commands import (  # noqa: E402  (the path above makes it importable)
    UnsupportedCommand, declared_by_cat, differences, examples, invocation, is_session)

SESSION = """$ swift run tipcalc split 100 --ways 3
Amount  $100
Shares  $33.34 ×1, $33.33 ×2

$ tipcalc validate typo.json   # exits 65
typo.json:4:56: error: at policies[0].rouding: unknown key 'rouding'
Error: 1 problem in typo.json.

$ tipcalc quote 100 --locale de_DE
Policy          percent-18
...
"""


class SessionTests(unittest.TestCase):
    def test_a_session_is_a_block_that_starts_with_a_command(self):
        self.assertTrue(is_session("\n$ tipcalc regions\nUS\n"))
        self.assertFalse(is_session("tipcalc quote <subtotal> [--tax <amount>]\n"))
        self.assertFalse(is_session("  percent   exact   TipMath\n"))

    def test_each_command_gets_the_lines_up_to_the_next_one(self):
        found = examples("README.md", 10, SESSION)
        self.assertEqual([(e.line, e.command) for e in found], [
            (10, "swift run tipcalc split 100 --ways 3"),
            (14, "tipcalc validate typo.json"),
            (18, "tipcalc quote 100 --locale de_DE")])
        self.assertEqual(found[0].output, ["Amount  $100", "Shares  $33.34 ×1, $33.33 ×2"])
        self.assertEqual(found[0].where, "README.md:10")

    def test_an_exit_comment_sets_the_promised_status(self):
        found = examples("README.md", 1, SESSION)
        self.assertEqual([e.status for e in found], [0, 65, 0])

    def test_a_last_line_of_dots_leaves_the_rest_out(self):
        found = examples("README.md", 1, SESSION)
        self.assertEqual([e.elided for e in found], [False, False, True])
        self.assertEqual(found[2].output, ["Policy          percent-18"])

    def test_blank_lines_inside_the_output_are_kept(self):
        found = examples("README.md", 1, "$ tipcalc quote 5\nA  1\n\nB  2\n\n")
        self.assertEqual(found[0].output, ["A  1", "", "B  2"])


class InvocationTests(unittest.TestCase):
    def test_tipcalc_with_or_without_swift_run_and_environment(self):
        run = invocation("LANG=de_DE.UTF-8 swift run tipcalc round -- -1.005")
        self.assertEqual((run.environment, run.program, run.arguments),
                         ({"LANG": "de_DE.UTF-8"}, "tipcalc", ["round", "--", "-1.005"]))
        run = invocation("tipcalc explain house --config 'my cafe.json'")
        self.assertEqual(run.arguments, ["explain", "house", "--config", "my cafe.json"])

    def test_cat_of_one_file(self):
        run = invocation("cat bills.csv")
        self.assertEqual((run.program, run.arguments), ("cat", ["bills.csv"]))

    def test_other_programs_and_shell_syntax_are_refused(self):
        for command in ["ls", "tipcalc quote 5 > out.txt", "tipcalc quote 5 | head",
                        "tipcalc batch --input a.csv 2>&1", "echo 'unclosed"]:
            with self.subTest(command=command), self.assertRaises(UnsupportedCommand):
                invocation(command)

    def test_cat_declares_a_file_no_block_declares(self):
        found = examples("README.md", 1, "$ cat bills.csv\nid,subtotal\n1,84.50\n"
                         "$ cat shift.json\n{}\n$ tipcalc batch --input bills.csv\nx\n")
        self.assertEqual(declared_by_cat(found, {"shift.json": "{\"a\": 1}\n"}),
                         {"bills.csv": "id,subtotal\n1,84.50\n"})


class ComparisonTests(unittest.TestCase):
    def example(self, text):
        return examples("README.md", 1, text)[0]

    def test_same_output_and_status_pass(self):
        example = self.example("$ tipcalc split 100 --ways 3\nAmount  $100\nPeople  3\n")
        self.assertEqual(differences(example, "Amount  $100\nPeople  3\n", "", 0), [])

    def test_standard_error_follows_standard_output(self):
        example = self.example("$ tipcalc batch --input b.csv   # exits 65\nrow\nRows read: 1\n")
        self.assertEqual(differences(example, "row\n", "Rows read: 1\n", 65), [])
        self.assertNotEqual(differences(example, "Rows read: 1\n", "row\n", 65), [])

    def test_a_changed_line_is_reported_as_a_diff(self):
        example = self.example("$ tipcalc validate house.json\nhouse.json: valid, 3 policies.\n")
        problems = differences(example, "house.json: valid, 2 policies.\n", "", 0)
        self.assertEqual(len(problems), 1)
        self.assertIn("-house.json: valid, 3 policies.", problems[0])
        self.assertIn("+house.json: valid, 2 policies.", problems[0])

    def test_a_no_break_space_matches_a_space(self):
        example = self.example("$ tipcalc quote 100 --locale de_DE\nSubtotal  100 €\n")
        self.assertEqual(differences(example, "Subtotal  100\u00a0€\n", "", 0), [])
        self.assertEqual(differences(example, "Subtotal  100\u202f€\n", "", 0), [])
        self.assertNotEqual(differences(example, "Subtotal  100€\n", "", 0), [])

    def test_missing_and_extra_lines_fail(self):
        example = self.example("$ tipcalc regions\nUS\nCA\n")
        self.assertNotEqual(differences(example, "US\n", "", 0), [])
        self.assertNotEqual(differences(example, "US\nCA\nDE\n", "", 0), [])

    def test_an_elided_example_compares_only_what_it_shows(self):
        example = self.example("$ tipcalc regions\nUS\n...\n")
        self.assertEqual(differences(example, "US\nCA\nDE\n", "", 0), [])
        self.assertNotEqual(differences(example, "CA\nUS\n", "", 0), [])

    def test_an_unpromised_status_fails_and_says_how_to_promise_it(self):
        example = self.example("$ tipcalc quote 42 --config house.json --policy lunch\nPolicy\n")
        problems = differences(example, "", "Error: no policy named 'lunch'\n", 65)
        self.assertIn("exits with status 65, not 0", problems[0])
        self.assertIn("`# exits 65`", problems[0])

    def test_a_command_shown_without_output_is_checked_for_its_status_only(self):
        example = self.example("$ tipcalc quote 23.40 --region DE\n\n")
        self.assertEqual(differences(example, "Policy  regional\n", "", 0), [])
        self.assertNotEqual(differences(example, "", "Error: no such file\n", 66), [])

    def test_a_promised_failure_that_succeeds_fails(self):
        example = self.example("$ tipcalc validate typo.json   # exits 65\nError\n")
        self.assertIn("exits with status 0, not 65", differences(example, "Error\n", "", 0)[0])


if __name__ == "__main__":
    unittest.main()
