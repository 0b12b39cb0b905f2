"""A small JSON Schema (draft 2020-12) validator: only the keywords Policies/schema.json uses.

Scripts/check-docs.py validates catalogs with it on machines without Python's `jsonschema`
package (CI installs nothing), and beside `jsonschema` where that is importable, requiring both
to agree on every file. It refuses, when constructed, any schema that uses a keyword it does not
implement, so a new keyword in the schema cannot be silently ignored: implement it here (and add
a case to Scripts/test_schema_validator.py), then run Scripts/check-docs.py.

Semantics follow `jsonschema`'s where the standard leaves room: `pattern` is Python's
`re.search`, and a float with no fraction (1.0) is an integer.
"""

import json
import re

# Keywords that only annotate; they never make an instance invalid.
ANNOTATIONS = frozenset(
    {"$schema", "$id", "$comment", "title", "description", "examples", "default"})

# Keywords whose value is a schema, an array of schemas or an object of schemas.
_SCHEMA_VALUED = ("additionalProperties", "propertyNames", "items", "if", "then")
_SCHEMA_ARRAYS = ("allOf", "anyOf")
_SCHEMA_MAPS = ("properties", "patternProperties", "$defs")

IMPLEMENTED = frozenset(
    {"$ref", "type", "enum", "const", "pattern", "minimum", "maximum", "exclusiveMinimum",
     "required", "maxProperties", "minItems", "maxItems"}
    | set(_SCHEMA_VALUED) | set(_SCHEMA_ARRAYS) | set(_SCHEMA_MAPS))


class UnsupportedSchema(Exception):
    """The schema uses something this validator does not implement."""


def json_equal(left, right):
    """Equality of JSON values: 1 equals 1.0, but true does not equal 1."""
    if isinstance(left, bool) or isinstance(right, bool):
        return isinstance(left, bool) and isinstance(right, bool) and left == right
    if _is_number(left) and _is_number(right):
        return left == right
    if isinstance(left, list) and isinstance(right, list):
        return len(left) == len(right) and all(map(json_equal, left, right))
    if isinstance(left, dict) and isinstance(right, dict):
        return left.keys() == right.keys() and all(json_equal(left[k], right[k]) for k in left)
    return type(left) is type(right) and left == right


def _is_number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _has_type(value, name):
    if name == "integer":
        return (isinstance(value, int) and not isinstance(value, bool)) or (
            isinstance(value, float) and value.is_integer())
    return {
        "object": lambda: isinstance(value, dict),
        "array": lambda: isinstance(value, list),
        "string": lambda: isinstance(value, str),
        "boolean": lambda: isinstance(value, bool),
        "null": lambda: value is None,
        "number": lambda: _is_number(value),
    }[name]()


def _short(value, limit=60):
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def format_path(path):
    """A JSON location in the loader's style: `policies[0].rate`, or `(root)`."""
    text = ""
    for part in path:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text or "(root)"


class SchemaValidator:
    """Validates JSON values against one draft 2020-12 schema that uses only IMPLEMENTED."""

    def __init__(self, schema):
        self.schema = schema
        self._patterns = {}
        problems = list(self._unsupported(schema, "#"))
        if problems:
            raise UnsupportedSchema(
                "the built-in JSON Schema validator (Scripts/schema_validator.py) does not "
                "implement: " + "; ".join(problems)
                + ". Implement these there, or keep the schema to the keywords it knows: "
                + ", ".join(sorted(IMPLEMENTED)))

    def errors(self, instance):
        """[(path, message)] for each way the instance breaks the schema; empty if valid."""
        return list(self._errors(instance, self.schema, []))

    def is_valid(self, instance, schema=None):
        for _ in self._errors(instance, self.schema if schema is None else schema, []):
            return False
        return True

    # The schema itself: every keyword known, every $ref local and resolvable.

    def _unsupported(self, schema, location):
        if isinstance(schema, bool):
            return
        if not isinstance(schema, dict):
            yield f"{location} is not a schema (an object or a boolean)"
            return
        for keyword in schema:
            if keyword not in IMPLEMENTED and keyword not in ANNOTATIONS:
                yield f"keyword '{keyword}' at {location}"
        if "$ref" in schema:
            try:
                self._resolve(schema["$ref"])
            except UnsupportedSchema as error:
                yield f"{error} at {location}"
        if "type" in schema:
            names = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
            for name in names:
                if name not in ("object", "array", "string", "boolean", "null", "number",
                                "integer"):
                    yield f"type {name!r} at {location}"
        for keyword in _SCHEMA_VALUED:
            if keyword in schema:
                yield from self._unsupported(schema[keyword], f"{location}/{keyword}")
        for keyword in _SCHEMA_ARRAYS:
            for index, sub in enumerate(schema.get(keyword, [])):
                yield from self._unsupported(sub, f"{location}/{keyword}/{index}")
        for keyword in _SCHEMA_MAPS:
            for name, sub in schema.get(keyword, {}).items():
                yield from self._unsupported(sub, f"{location}/{keyword}/{name}")
        patterns = list(schema.get("patternProperties", {}))
        if "pattern" in schema:
            patterns.append(schema["pattern"])
        for pattern in patterns:
            try:
                self._regex(pattern)
            except re.error as error:
                yield f"pattern {pattern!r} at {location} ({error})"

    def _resolve(self, reference):
        if not reference.startswith("#/"):
            raise UnsupportedSchema(f"$ref {reference!r} (only '#/...' pointers are implemented)")
        node = self.schema
        for token in reference[2:].split("/"):
            token = token.replace("~1", "/").replace("~0", "~")
            if not isinstance(node, dict) or token not in node:
                raise UnsupportedSchema(f"$ref {reference!r} points at nothing")
            node = node[token]
        return node

    def _regex(self, pattern):
        if pattern not in self._patterns:
            self._patterns[pattern] = re.compile(pattern)
        return self._patterns[pattern]

    # The instance.

    def _errors(self, instance, schema, path):
        if schema is True:
            return
        if schema is False:
            yield path, "no value is allowed here"
            return
        if "$ref" in schema:
            yield from self._errors(instance, self._resolve(schema["$ref"]), path)
        yield from self._check_value(instance, schema, path)
        if isinstance(instance, dict):
            yield from self._check_object(instance, schema, path)
        if isinstance(instance, list):
            if "minItems" in schema and len(instance) < schema["minItems"]:
                yield path, f"{len(instance)} items; at least {schema['minItems']} needed"
            if "maxItems" in schema and len(instance) > schema["maxItems"]:
                yield path, f"{len(instance)} items; at most {schema['maxItems']} allowed"
        if isinstance(instance, list) and "items" in schema:
            for index, item in enumerate(instance):
                yield from self._errors(item, schema["items"], path + [index])
        for sub in schema.get("allOf", []):
            yield from self._errors(instance, sub, path)
        if "anyOf" in schema and not any(self.is_valid(instance, s) for s in schema["anyOf"]):
            reasons = []
            for sub in schema["anyOf"]:
                first = next(iter(self._errors(instance, sub, path)))
                reasons.append(first[1])
            yield path, f"{_short(instance)} matches none of: " + "; or ".join(reasons)
        if "if" in schema and "then" in schema and self.is_valid(instance, schema["if"]):
            yield from self._errors(instance, schema["then"], path)

    def _check_value(self, instance, schema, path):
        if "type" in schema:
            names = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
            if not any(_has_type(instance, name) for name in names):
                yield path, f"expected {' or '.join(names)}, found {_short(instance)}"
        if "enum" in schema and not any(json_equal(instance, v) for v in schema["enum"]):
            options = ", ".join(_short(v) for v in schema["enum"][:8])
            more = f" and {len(schema['enum']) - 8} more" if len(schema["enum"]) > 8 else ""
            yield path, f"{_short(instance)} is not one of {options}{more}"
        if "const" in schema and not json_equal(instance, schema["const"]):
            yield path, f"expected {_short(schema['const'])}, found {_short(instance)}"
        if isinstance(instance, str) and "pattern" in schema:
            if not self._regex(schema["pattern"]).search(instance):
                yield path, f"{_short(instance)} does not match {schema['pattern']}"
        if _is_number(instance):
            if "minimum" in schema and instance < schema["minimum"]:
                yield path, f"{instance} is less than the minimum {schema['minimum']}"
            if "maximum" in schema and instance > schema["maximum"]:
                yield path, f"{instance} is more than the maximum {schema['maximum']}"
            if "exclusiveMinimum" in schema and instance <= schema["exclusiveMinimum"]:
                yield path, f"{instance} must be more than {schema['exclusiveMinimum']}"

    def _check_object(self, instance, schema, path):
        for key in schema.get("required", []):
            if key not in instance:
                yield path, f"missing key {_short(key)}"
        if "maxProperties" in schema and len(instance) > schema["maxProperties"]:
            yield path, f"{len(instance)} keys; at most {schema['maxProperties']} allowed"
        properties = schema.get("properties", {})
        patterns = schema.get("patternProperties", {})
        for key, value in instance.items():
            if "propertyNames" in schema:
                for _, message in self._errors(key, schema["propertyNames"], path):
                    yield path, f"key {_short(key)}: {message}"
            matched = False
            if key in properties:
                matched = True
                yield from self._errors(value, properties[key], path + [key])
            for pattern, sub in patterns.items():
                if self._regex(pattern).search(key):
                    matched = True
                    yield from self._errors(value, sub, path + [key])
            if not matched and "additionalProperties" in schema:
                if schema["additionalProperties"] is False:
                    yield path + [key], f"unexpected key {_short(key)}"
                else:
                    yield from self._errors(value, schema["additionalProperties"], path + [key])
