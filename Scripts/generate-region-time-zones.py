#!/usr/bin/env python3
"""Regenerates Sources/TipPricing/TimeZones/RegionTimeZones.swift and RegionTimeZones+Several.swift
from the tz database.

An instant (`2026-11-28T06:15Z`) is turned into a bill's local time in the time zone of its
region when neither the command line nor the catalog names one. This script decides which
regions have one zone, from Debian's tzdata (`/usr/share/zoneinfo/zone.tab`, whose comments say
which part of a country each zone covers):

- a country all of whose zones keep the same UTC offsets (checked every six hours over
  2026-2030 with Python's zoneinfo) gets the first zone zone.tab lists for it (DE: Europe/Berlin,
  although zone.tab also lists Europe/Busingen, which keeps Berlin's offsets);
- MAINLAND names the zone of a country whose islands keep another offset, and ISLANDS gives those
  islands as subdivisions of their own (ES-CN: Atlantic/Canary);
- SUBDIVISIONS lists, for the states and provinces of countries whose people live in several
  offsets, every zone.tab zone whose comment names that subdivision; a subdivision whose zones
  all keep one offset gets the first of them, the others are left out (their country's refusal
  then applies, and a catalog's "timeZones" or an explicit zone settles it). The first zone
  listed for a subdivision is its principal one, where most of its people live: the table keeps
  it for those left out (US-AK: America/Anchorage), as the example a refusal quotes;
- OVERSEAS names the subdivisions that are also countries of ISO 3166-1 (FR-974 is RE,
  Réunion): zone.tab lists them under their own code, so each takes that country's zone by the
  country rule (one offset: its zone; several: refused), not its parent's (FR-974 is
  Indian/Reunion, not Europe/Paris); the parent's other subdivisions keep the parent's zone;
- PRINCIPAL names each country of several offsets' principal zone, its capital's, which a
  refusal quotes as the example of a zone name for the country and for its subdivisions that
  have no zone of their own (CN-BJ: Asia/Shanghai, never another country's zone).

The table is data compiled into the library, not the machine's tz files, so it is the same on
every platform; Foundation's TimeZone supplies the rules of the zones it names.

Usage: Scripts/generate-region-time-zones.py [path/to/zone.tab]
"""

import datetime
import os
import re
import sys
import zoneinfo

DEFAULT_SOURCE = "/usr/share/zoneinfo/zone.tab"
OUTPUT = "Sources/TipPricing/TimeZones/RegionTimeZones.swift"
SEVERAL_OUTPUT = "Sources/TipPricing/TimeZones/RegionTimeZones+Several.swift"
# The countries the library knows (those with a currency; Antarctica has none).
REGIONS = "Sources/TipPricing/Region/RegionCurrencies.swift"
# The subdivisions the library knows (Scripts/generate-subdivisions.py).
SUBDIVISION_TABLE = "Sources/TipPricing/Region/ISO3166Subdivisions.swift"

# Countries whose mainland keeps one offset while some islands keep another.
MAINLAND = {
    "ES": "Europe/Madrid",
    "PT": "Europe/Lisbon",
    "EC": "America/Guayaquil",
    "NZ": "Pacific/Auckland",
    # China's legal time is Beijing Time (UTC+8) in every province. zone.tab's Asia/Urumqi is
    # "Xinjiang Time", the informal UTC+6 that many in Xinjiang keep beside the legal one: it
    # makes Xinjiang's bills ambiguous (CN-XJ, under SUBDIVISIONS, stays refused), not the
    # rest of China's, where a bill in Beijing or Shanghai is at UTC+8 without doubt.
    "CN": "Asia/Shanghai",
}

# ISO 3166-2 subdivisions that are also ISO 3166-1 countries, with that country's code. zone.tab
# lists their zones under the country code only (FR has Europe/Paris alone, RE Indian/Reunion),
# so without this table a bill in FR-974 (Réunion, UTC+4) would be priced in Paris. Each takes
# its own country's zone by the country rule: one offset → its zone; several → refused.
OVERSEAS = {
    "FR-971": "GP", "FR-972": "MQ", "FR-973": "GF", "FR-974": "RE", "FR-976": "YT",
    "FR-BL": "BL", "FR-MF": "MF", "FR-NC": "NC", "FR-PF": "PF", "FR-PM": "PM",
    "FR-TF": "TF", "FR-WF": "WF",
    "NL-AW": "AW", "NL-CW": "CW", "NL-SX": "SX",
    "NL-BQ1": "BQ", "NL-BQ2": "BQ", "NL-BQ3": "BQ",
    "US-AS": "AS", "US-GU": "GU", "US-MP": "MP", "US-PR": "PR", "US-UM": "UM", "US-VI": "VI",
    "CN-HK": "HK", "CN-MO": "MO", "CN-TW": "TW",
    "NO-21": "SJ", "NO-22": "SJ",
}

# The principal zone of each country whose people keep several offsets: the zone its capital
# keeps (Canberra keeps Australia/Sydney's time, Ottawa America/Toronto's). A refusal quotes it
# as an example of the form of a zone name for the country and for a subdivision with no zone
# of its own; it never settles a bill. The script fails if a country of several offsets has
# none, so no refusal falls back to another country's zone.
PRINCIPAL = {
    "AU": "Australia/Sydney",
    "BR": "America/Sao_Paulo",
    "CA": "America/Toronto",
    "CD": "Africa/Kinshasa",
    "CL": "America/Santiago",
    "FM": "Pacific/Pohnpei",
    "GL": "America/Nuuk",
    "ID": "Asia/Jakarta",
    "KI": "Pacific/Tarawa",
    "MN": "Asia/Ulaanbaatar",
    "MX": "America/Mexico_City",
    "PF": "Pacific/Tahiti",
    "PG": "Pacific/Port_Moresby",
    "RU": "Europe/Moscow",
    "UA": "Europe/Kyiv",
    "UM": "Pacific/Midway",
    "US": "America/New_York",
}

# Island subdivisions of those countries, each in its own zone.
ISLANDS = {
    "ES-CN": ["Atlantic/Canary"],
    "ES-GC": ["Atlantic/Canary"],
    "ES-TF": ["Atlantic/Canary"],
    "PT-20": ["Atlantic/Azores"],
    "PT-30": ["Atlantic/Madeira"],
    "EC-W": ["Pacific/Galapagos"],
    "NZ-CIT": ["Pacific/Chatham"],
    # Xinjiang: Beijing Time, the legal one, and Xinjiang Time (see MAINLAND's CN).
    "CN-XJ": ["Asia/Shanghai", "Asia/Urumqi"],
}

# For each state, province or territory, every zone zone.tab's comments place people of it in,
# its principal zone (where most of its people live) first.
SUBDIVISIONS = {
    # United States
    "US-AL": ["America/Chicago"], "US-AK": ["America/Anchorage", "America/Adak"],
    "US-AZ": ["America/Phoenix", "America/Denver"], "US-AR": ["America/Chicago"],
    "US-CA": ["America/Los_Angeles"], "US-CO": ["America/Denver"],
    "US-CT": ["America/New_York"], "US-DE": ["America/New_York"],
    "US-DC": ["America/New_York"], "US-FL": ["America/New_York", "America/Chicago"],
    "US-GA": ["America/New_York"], "US-HI": ["Pacific/Honolulu"],
    "US-ID": ["America/Boise", "America/Los_Angeles"], "US-IL": ["America/Chicago"],
    "US-IN": ["America/Indiana/Indianapolis", "America/Indiana/Tell_City"],
    "US-IA": ["America/Chicago"], "US-KS": ["America/Chicago", "America/Denver"],
    "US-KY": ["America/Kentucky/Louisville", "America/Chicago"],
    "US-LA": ["America/Chicago"], "US-ME": ["America/New_York"],
    "US-MD": ["America/New_York"], "US-MA": ["America/New_York"],
    "US-MI": ["America/Detroit", "America/Menominee"], "US-MN": ["America/Chicago"],
    "US-MS": ["America/Chicago"], "US-MO": ["America/Chicago"], "US-MT": ["America/Denver"],
    "US-NE": ["America/Chicago", "America/Denver"],
    "US-NV": ["America/Los_Angeles", "America/Denver"], "US-NH": ["America/New_York"],
    "US-NJ": ["America/New_York"], "US-NM": ["America/Denver"], "US-NY": ["America/New_York"],
    "US-NC": ["America/New_York"],
    "US-ND": ["America/Chicago", "America/North_Dakota/Center", "America/Denver"],
    "US-OH": ["America/New_York"], "US-OK": ["America/Chicago"],
    "US-OR": ["America/Los_Angeles", "America/Boise"], "US-PA": ["America/New_York"],
    "US-RI": ["America/New_York"], "US-SC": ["America/New_York"],
    "US-SD": ["America/Chicago", "America/Denver"],
    "US-TN": ["America/Chicago", "America/New_York"],
    "US-TX": ["America/Chicago", "America/Denver"], "US-UT": ["America/Denver"],
    "US-VT": ["America/New_York"], "US-VA": ["America/New_York"],
    "US-WA": ["America/Los_Angeles"], "US-WV": ["America/New_York"],
    "US-WI": ["America/Chicago"], "US-WY": ["America/Denver"],
    # Canada
    "CA-AB": ["America/Edmonton"],
    "CA-BC": ["America/Vancouver", "America/Creston", "America/Dawson_Creek",
              "America/Fort_Nelson", "America/Edmonton"],
    "CA-MB": ["America/Winnipeg"], "CA-NB": ["America/Moncton"],
    "CA-NL": ["America/St_Johns", "America/Goose_Bay"],
    "CA-NS": ["America/Halifax", "America/Glace_Bay"],
    "CA-NT": ["America/Edmonton", "America/Inuvik"],
    "CA-NU": ["America/Iqaluit", "America/Rankin_Inlet", "America/Cambridge_Bay"],
    "CA-ON": ["America/Toronto", "America/Winnipeg", "America/Atikokan"],
    "CA-PE": ["America/Halifax"], "CA-QC": ["America/Toronto", "America/Blanc-Sablon"],
    "CA-SK": ["America/Regina", "America/Swift_Current", "America/Edmonton"],
    "CA-YT": ["America/Whitehorse", "America/Dawson"],
    # Australia
    "AU-ACT": ["Australia/Sydney"], "AU-NSW": ["Australia/Sydney", "Australia/Broken_Hill",
                                               "Australia/Lord_Howe"],
    "AU-NT": ["Australia/Darwin"], "AU-QLD": ["Australia/Brisbane", "Australia/Lindeman"],
    "AU-SA": ["Australia/Adelaide"], "AU-TAS": ["Australia/Hobart"],
    "AU-VIC": ["Australia/Melbourne"], "AU-WA": ["Australia/Perth", "Australia/Eucla"],
}

START = datetime.datetime(2026, 1, 1, tzinfo=datetime.timezone.utc)
SAMPLES = [START + datetime.timedelta(hours=6 * step) for step in range(4 * 366 * 5)]


def write(root, path, lines):
    """Writes `lines` to `path` under `root`, one per line."""
    with open(os.path.join(root, path), "w", encoding="utf-8") as output:
        output.write("\n".join(lines))


def offsets(zone, cache={}):
    """The zone's UTC offsets at every sample instant."""
    if zone not in cache:
        info = zoneinfo.ZoneInfo(zone)
        cache[zone] = tuple(moment.astimezone(info).utcoffset() for moment in SAMPLES)
    return cache[zone]


def one_offset(zones):
    """Whether every zone keeps the same offsets as the first."""
    return all(offsets(zone) == offsets(zones[0]) for zone in zones)


def read_zone_tab(path):
    countries = {}
    with open(path, encoding="utf-8") as source:
        for line in source:
            if line.startswith("#") or not line.strip():
                continue
            fields = line.rstrip("\n").split("\t")
            countries.setdefault(fields[0], []).append(fields[2])
    return countries


def read_subdivisions(root):
    """The ISO 3166-2 codes of the library's subdivision table (FR-974, US-TX …)."""
    with open(os.path.join(root, SUBDIVISION_TABLE), encoding="utf-8") as table:
        body = table.read().split('"""')[1]
    codes = set()
    for line in body.strip().split("\n"):
        country, *parts = line.split()
        codes.update(f"{country}-{part}" for part in parts)
    return codes


def main():
    source = sys.argv[1] if len(sys.argv) > 1 else DEFAULT_SOURCE
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    with open(os.path.join(root, REGIONS), encoding="utf-8") as regions:
        library = set(re.findall(r'^    \("([A-Z]{2})", "', regions.read(), re.MULTILINE))
    subdivisions = read_subdivisions(root)
    countries = {code: zones for code, zones in read_zone_tab(source).items() if code in library}
    known = {zone for zones in countries.values() for zone in zones}
    table = {}
    several = []
    principal = {}
    for country, zones in sorted(countries.items()):
        if country in MAINLAND:
            table[country] = MAINLAND[country]
        elif one_offset(zones):
            table[country] = zones[0]
        else:
            several.append(country)
            if PRINCIPAL.get(country) not in zones:
                sys.exit(f"{country} keeps several offsets: PRINCIPAL needs its capital's zone, "
                         f"one of {', '.join(zones)}")
            principal[country] = PRINCIPAL[country]
    stale = sorted(set(PRINCIPAL) - set(principal))
    if stale:
        sys.exit(f"PRINCIPAL: {', '.join(stale)} keep one offset in {source}")
    both = sorted(set(OVERSEAS) & (set(ISLANDS) | set(SUBDIVISIONS)))
    if both:
        sys.exit(f"{', '.join(both)}: in OVERSEAS and in ISLANDS or SUBDIVISIONS")
    for code in sorted({**OVERSEAS, **ISLANDS, **SUBDIVISIONS}):
        if code not in subdivisions:
            sys.exit(f"{code} is not in {SUBDIVISION_TABLE}")
    for code, country in sorted(OVERSEAS.items()):
        if country in table:
            table[code] = table[country]
        elif country in principal:
            several.append(code)
            principal[code] = principal[country]
        else:
            sys.exit(f"{code}: its country {country} is not in {source}")
    for code, zones in sorted({**ISLANDS, **SUBDIVISIONS}.items()):
        unknown = [zone for zone in zones if zone not in known]
        if unknown:
            sys.exit(f"{code}: {', '.join(unknown)} not in {source}")
        if one_offset(zones):
            table[code] = zones[0]
        else:
            several.append(code)
            principal[code] = zones[0]
    several.sort(key=lambda code: ("-" in code, code))
    lines = [
        "// Generated by Scripts/generate-region-time-zones.py from tzdata's zone.tab: do not edit.",
        "// swift-format-ignore-file",
        "",
        "/// The time zone of each region whose people keep one UTC offset, and the regions whose",
        "/// people keep several, from the tz database's zone.tab.",
        "enum RegionTimeZones {",
        "  /// Region code (a country, or a subdivision whose zone differs from its country's or",
        "  /// whose country keeps several offsets) → IANA time zone identifier.",
        "  static let zones: [String: String] = [",
    ]
    for code in sorted(table):
        lines.append(f'    "{code}": "{table[code]}",')
    lines += ["  ]", "}", ""]
    write(root, OUTPUT, lines)
    # The regions of several offsets, and the overseas subdivisions, in a file of their own
    # (every source file stays under 400 lines).
    lines = [
        "// Generated by Scripts/generate-region-time-zones.py from tzdata's zone.tab: do not edit.",
        "// swift-format-ignore-file",
        "",
        "extension RegionTimeZones {",
        "  /// The countries and subdivisions whose people live in several UTC offsets.",
        "  static let severalOffsets: Set<String> = [",
    ]
    for start in range(0, len(several), 8):
        lines.append("    " + " ".join(f'"{code}",' for code in several[start:start + 8]))
    lines += [
        "  ]",
        "",
        "  /// The principal zone of each region whose people live in several UTC offsets: a",
        "  /// country's capital's, a subdivision's where most of its people live (an overseas one's",
        "  /// its own country's), to show a name that fits it, never to settle its bills.",
        "  static let principalZones: [String: String] = [",
    ]
    for code in sorted(principal):
        lines.append(f'    "{code}": "{principal[code]}",')
    lines += [
        "  ]",
        "",
        "  /// The subdivisions that are also ISO 3166-1 countries (`FR-974` is `RE`) → that country's",
        "  /// code: their zone is that country's, and where the table has none (`FR-PF`), a catalog's",
        "  /// entry for that country settles them, not one for their parent (`FR`).",
        "  static let overseasCountries: [String: String] = [",
    ]
    for code in sorted(OVERSEAS):
        lines.append(f'    "{code}": "{OVERSEAS[code]}",')
    lines += ["  ]", "}", ""]
    write(root, SEVERAL_OUTPUT, lines)
    print(f"{len(table)} regions with one zone, {len(several)} with several")


if __name__ == "__main__":
    main()
