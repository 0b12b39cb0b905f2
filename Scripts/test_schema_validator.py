"""Tests of Scripts/schema_validator.py: `python3 Scripts/test_schema_validator.py`.

Scripts/check-docs.py runs them before it validates catalogs. Each keyword the validator
implements has a case that passes and one that fails; where Python's `jsonschema` is importable,
every case is also checked against it, so the two agree on more than the shipped catalogs.
"""

import os
import sys
import unittest

sys.dont_write_bytecode = True  # no __pycache__ in Scripts/
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from schema_validator import (  # noqa: E402  (the path above makes it importable)
    IMPLEMENTED, SchemaValidator, UnsupportedSchema, format_path, json_equal)

try:
    from jsonschema import Draft202012Validator
except ImportError:  # the built-in validator is then the only one
    Draft202012Validator = None

DEFS = {"$defs": {"code": {"type": "string", "pattern": "^[A-Z]{2}$"}}}

# (keyword, schema, instance, valid)
CASES = [
    ("type", {"type": "object"}, {}, True),
    ("type", {"type": "object"}, [], False),
    ("type", {"type": "integer"}, 1, True),
    ("type", {"type": "integer"}, 1.0, True),
    ("type", {"type": "integer"}, 1.5, False),
    ("type", {"type": "integer"}, True, False),
    ("type", {"type": "number"}, 2.5, True),
    ("type", {"type": "number"}, "2.5", False),
    ("type", {"type": "string"}, "x", True),
    ("type", {"type": "boolean"}, 0, False),
    ("type", {"type": "null"}, None, True),
    ("type", {"type": ["string", "number"]}, 3, True),
    ("type", {"type": ["string", "number"]}, None, False),
    ("enum", {"enum": ["up", "down"]}, "up", True),
    ("enum", {"enum": ["up", "down"]}, "Up", False),
    ("enum", {"enum": [1]}, 1.0, True),
    ("enum", {"enum": [1]}, True, False),
    ("const", {"const": 1}, 1, True),
    ("const", {"const": 1}, 2, False),
    ("const", {"const": "percent"}, "percent", True),
    ("pattern", {"pattern": "^[a-z]+$"}, "abc", True),
    ("pattern", {"pattern": "^[a-z]+$"}, "aBc", False),
    ("pattern", {"pattern": "b"}, "abc", True),
    ("pattern", {"pattern": "^[a-z]+$"}, 12, True),
    ("minimum", {"minimum": 0}, 0, True),
    ("minimum", {"minimum": 0}, -0.5, False),
    ("maximum", {"maximum": 100}, 100, True),
    ("maximum", {"maximum": 100}, 100.5, False),
    ("exclusiveMinimum", {"exclusiveMinimum": 0}, 0.01, True),
    ("exclusiveMinimum", {"exclusiveMinimum": 0}, 0, False),
    ("minimum", {"minimum": 0}, "-1", True),
    ("required", {"required": ["name"]}, {"name": "a"}, True),
    ("required", {"required": ["name"]}, {"nam": "a"}, False),
    ("required", {"required": ["name"]}, "not an object", True),
    ("maxProperties", {"maxProperties": 0}, {}, True),
    ("maxProperties", {"maxProperties": 0}, {"a": 1}, False),
    ("minItems", {"minItems": 1}, ["a"], True),
    ("minItems", {"minItems": 1}, [], False),
    ("minItems", {"minItems": 1}, "not an array", True),
    ("maxItems", {"maxItems": 2}, [1, 2], True),
    ("maxItems", {"maxItems": 2}, [1, 2, 3], False),
    ("properties", {"properties": {"a": {"type": "string"}}}, {"a": "x", "b": 1}, True),
    ("properties", {"properties": {"a": {"type": "string"}}}, {"a": 1}, False),
    ("patternProperties", {"patternProperties": {"^\\$": {"type": "string"}}}, {"$c": 1}, False),
    ("patternProperties", {"patternProperties": {"^\\$": {"type": "string"}}}, {"c": 1}, True),
    ("additionalProperties",
     {"properties": {"a": {}}, "patternProperties": {"^\\$": {}}, "additionalProperties": False},
     {"a": 1, "$comment": "x"}, True),
    ("additionalProperties",
     {"properties": {"a": {}}, "patternProperties": {"^\\$": {}}, "additionalProperties": False},
     {"a": 1, "b": 2}, False),
    ("additionalProperties", {"additionalProperties": {"type": "string"}}, {"b": "x"}, True),
    ("additionalProperties", {"additionalProperties": {"type": "string"}}, {"b": 2}, False),
    ("propertyNames", {"propertyNames": {"pattern": "^[A-Z]{2}$"}}, {"US": 1}, True),
    ("propertyNames", {"propertyNames": {"pattern": "^[A-Z]{2}$"}}, {"USA": 1}, False),
    ("items", {"items": {"type": "string"}}, ["a", "b"], True),
    ("items", {"items": {"type": "string"}}, ["a", 2], False),
    ("allOf", {"allOf": [{"type": "string"}, {"pattern": "a"}]}, "cat", True),
    ("allOf", {"allOf": [{"type": "string"}, {"pattern": "a"}]}, "dog", False),
    ("anyOf", {"anyOf": [{"type": "number"}, {"pattern": "^[0-9]+$"}]}, "12", True),
    ("anyOf", {"anyOf": [{"type": "number"}, {"pattern": "^[0-9]+$"}]}, "x", False),
    ("if", {"if": {"properties": {"k": {"const": "a"}}}, "then": {"required": ["x"]}},
     {"k": "a", "x": 1}, True),
    ("if", {"if": {"properties": {"k": {"const": "a"}}}, "then": {"required": ["x"]}},
     {"k": "a"}, False),
    ("then", {"if": {"properties": {"k": {"const": "a"}}}, "then": {"required": ["x"]}},
     {"k": "b"}, True),
    ("$ref", {**DEFS, "$ref": "#/$defs/code"}, "US", True),
    ("$ref", {**DEFS, "$ref": "#/$defs/code"}, "usa", False),
    ("$defs", {**DEFS, "properties": {"c": {"$ref": "#/$defs/code"}}}, {"c": "JP"}, True),
    ("$defs", {**DEFS, "properties": {"c": {"$ref": "#/$defs/code"}}}, {"c": "x"}, False),
    ("$ref", {**DEFS, "$ref": "#/$defs/code", "enum": ["US"]}, "FR", False),
    ("description", {"description": "only an annotation", "title": "t", "examples": [1]}, 0, True),
    ("(boolean schema)", {"properties": {"a": False}}, {"a": 1}, False),
    ("(boolean schema)", {"properties": {"a": True}}, {"a": 1}, True),
]


class SchemaValidatorTests(unittest.TestCase):
    def test_every_case(self):
        for keyword, schema, instance, valid in CASES:
            with self.subTest(keyword=keyword, schema=schema, instance=instance):
                self.assertEqual(SchemaValidator(schema).is_valid(instance), valid)
                if Draft202012Validator is not None:
                    self.assertEqual(Draft202012Validator(schema).is_valid(instance), valid)

    def test_every_implemented_keyword_has_a_passing_and_a_failing_case(self):
        for keyword in IMPLEMENTED:
            outcomes = {valid for name, _, _, valid in CASES if name == keyword}
            if keyword == "then":  # tested beside "if"
                outcomes |= {valid for name, _, _, valid in CASES if name == "if"}
            self.assertEqual(outcomes, {True, False}, keyword)

    def test_unknown_keywords_are_refused_with_where_they_are(self):
        for schema, named in [
            ({"oneOf": [{"type": "string"}]}, "keyword 'oneOf' at #"),
            ({"properties": {"a": {"minLength": 1}}}, "keyword 'minLength' at #/properties/a"),
            ({"$defs": {"x": {"else": {}}}}, "keyword 'else' at #/$defs/x"),
            ({"$ref": "other.json#/x"}, "only '#/...' pointers"),
            ({"$ref": "#/$defs/missing"}, "points at nothing"),
            ({"type": "decimal"}, "type 'decimal'"),
        ]:
            with self.subTest(schema=schema):
                with self.assertRaises(UnsupportedSchema) as raised:
                    SchemaValidator(schema)
                self.assertIn(named, str(raised.exception))

    def test_messages_say_where_and_what(self):
        schema = {
            "properties": {"policies": {"items": {
                "properties": {"rate": {"maximum": 100}}, "additionalProperties": True}}},
            "required": ["version"],
        }
        errors = SchemaValidator(schema).errors({"policies": [{"rate": 180}]})
        self.assertEqual(
            [(format_path(path), message) for path, message in errors],
            [("(root)", 'missing key "version"'),
             ("policies[0].rate", "180 is more than the maximum 100")])

    def test_json_equality(self):
        self.assertTrue(json_equal({"a": [1, 2.0]}, {"a": [1.0, 2]}))
        self.assertFalse(json_equal(True, 1))
        self.assertFalse(json_equal(0, False))
        self.assertFalse(json_equal("1", 1))
        self.assertFalse(json_equal([1], [1, 1]))


if __name__ == "__main__":
    unittest.main()
