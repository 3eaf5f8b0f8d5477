"""Our tool-calling case set: single, multiple-choice, parallel and "no tool fits" (64 cases).

Written for this project, in the style of public function-calling benchmarks: everyday
requests, OpenAI-style tools, and the expected calls. Arguments are compared on the expected
keys (strings case- and space-insensitively, numbers by value); parallel calls in any order.
"""

from __future__ import annotations

from typing import Any


def declare(name: str, description: str, properties: dict[str, Any], required: list[str]
            ) -> dict:
    """An OpenAI-style tool declaration."""
    return {"type": "function", "function": {"name": name, "description": description,
            "parameters": {"type": "object", "properties": properties, "required": required}}}


S = {"type": "string"}
TOOLS = {
    "get_weather": declare("get_weather", "Get the current weather for a city.",
                         {"city": S, "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]}},
                         ["city"]),
    "send_email": declare("send_email", "Send an email to one recipient.",
                        {"to": S, "subject": S, "body": S}, ["to", "subject", "body"]),
    "create_event": declare("create_event", "Create a calendar event.",
                          {"title": S, "date": {"type": "string", "description": "YYYY-MM-DD"},
                           "time": {"type": "string", "description": "HH:MM, 24-hour"}},
                          ["title", "date", "time"]),
    "set_timer": declare("set_timer", "Start a countdown timer.",
                       {"minutes": {"type": "integer"}}, ["minutes"]),
    "convert_currency": declare("convert_currency", "Convert an amount between currencies.",
                              {"amount": {"type": "number"}, "from_currency": S,
                               "to_currency": S}, ["amount", "from_currency", "to_currency"]),
    "translate_text": declare("translate_text", "Translate text into another language.",
                            {"text": S, "target_language": S}, ["text", "target_language"]),
    "get_stock_price": declare("get_stock_price", "Get the latest price of a stock by ticker.",
                             {"symbol": S}, ["symbol"]),
    "search_restaurants": declare("search_restaurants", "Find restaurants in a city by cuisine.",
                                {"city": S, "cuisine": S}, ["city", "cuisine"]),
    "play_music": declare("play_music", "Play a song.", {"song": S, "artist": S}, ["song"]),
    "calculate_tip": declare("calculate_tip", "Calculate the tip for a restaurant bill.",
                           {"bill": {"type": "number"}, "percent": {"type": "integer"}},
                           ["bill", "percent"]),
}


def c(name: str, **arguments: Any) -> dict[str, Any]:
    """An expected call."""
    return {"name": name, "arguments": arguments}


SINGLE = [
    ("What's the weather like in Lisbon?", c("get_weather", city="Lisbon")),
    ("Set a timer for 25 minutes.", c("set_timer", minutes=25)),
    ("How much is 120 US dollars in euros? Use USD and EUR.",
     c("convert_currency", amount=120, from_currency="USD", to_currency="EUR")),
    ("Translate 'good morning' into Spanish.",
     c("translate_text", text="good morning", target_language="Spanish")),
    ("What is Apple's stock price? The ticker is AAPL.", c("get_stock_price", symbol="AAPL")),
    ("Find me sushi restaurants in Seattle.",
     c("search_restaurants", city="Seattle", cuisine="sushi")),
    ("Play Yesterday by The Beatles.", c("play_music", song="Yesterday", artist="The Beatles")),
    ("What tip should I leave on a 80 dollar bill at 15 percent?",
     c("calculate_tip", bill=80, percent=15)),
    ("Email bob@example.com with subject 'Lunch' and body 'See you at noon'.",
     c("send_email", to="bob@example.com", subject="Lunch", body="See you at noon")),
    ("Add 'Dentist' to my calendar on 2026-12-04 at 15:00.",
     c("create_event", title="Dentist", date="2026-12-04", time="15:00")),
    ("Is it raining in Dublin right now?", c("get_weather", city="Dublin")),
    ("Start a 5 minute timer.", c("set_timer", minutes=5)),
    ("Get the stock price for ticker MSFT.", c("get_stock_price", symbol="MSFT")),
    ("Translate 'thank you' to Japanese.",
     c("translate_text", text="thank you", target_language="Japanese")),
    ("Find Italian restaurants in Boston.",
     c("search_restaurants", city="Boston", cuisine="Italian")),
    ("Convert 50 GBP to JPY.", c("convert_currency", amount=50, from_currency="GBP",
                                 to_currency="JPY")),
]

MULTIPLE = [
    (["get_weather", "set_timer", "get_stock_price"], "How hot is it in Cairo today?",
     c("get_weather", city="Cairo")),
    (["send_email", "create_event", "play_music"], "Put 'Team sync' on 2026-12-07 at 09:30.",
     c("create_event", title="Team sync", date="2026-12-07", time="09:30")),
    (["convert_currency", "calculate_tip", "get_weather"], "Tip 20 percent on a 45 dollar bill.",
     c("calculate_tip", bill=45, percent=20)),
    (["translate_text", "send_email", "search_restaurants"], "Translate 'where is the station' "
     "into German.", c("translate_text", text="where is the station", target_language="German")),
    (["play_music", "set_timer", "get_weather"], "Set a timer for 12 minutes please.",
     c("set_timer", minutes=12)),
    (["get_stock_price", "convert_currency", "send_email"], "What's NVDA trading at?",
     c("get_stock_price", symbol="NVDA")),
    (["search_restaurants", "get_weather", "create_event"], "Any good Thai places in Chicago?",
     c("search_restaurants", city="Chicago", cuisine="Thai")),
    (["send_email", "translate_text", "set_timer"], "Send an email to ann@example.org, subject "
     "'Report', body 'Attached soon'.", c("send_email", to="ann@example.org", subject="Report",
                                          body="Attached soon")),
    (["play_music", "get_stock_price", "calculate_tip"], "Play Bohemian Rhapsody.",
     c("play_music", song="Bohemian Rhapsody")),
    (["convert_currency", "get_weather", "translate_text"], "Convert 300 EUR to USD.",
     c("convert_currency", amount=300, from_currency="EUR", to_currency="USD")),
    (["get_weather", "search_restaurants", "play_music", "set_timer"],
     "What's the weather in Tokyo?", c("get_weather", city="Tokyo")),
    (["create_event", "send_email", "set_timer", "get_stock_price"],
     "Schedule 'Call mum' on 2026-12-24 at 18:00.",
     c("create_event", title="Call mum", date="2026-12-24", time="18:00")),
    (["calculate_tip", "convert_currency", "get_weather"], "I paid 60 dollars, what is a 10 "
     "percent tip?", c("calculate_tip", bill=60, percent=10)),
    (["translate_text", "play_music", "get_weather"], "How do you say 'cheers' in French?",
     c("translate_text", text="cheers", target_language="French")),
    (["set_timer", "create_event", "get_stock_price"], "Timer for 45 minutes.",
     c("set_timer", minutes=45)),
    (["search_restaurants", "send_email", "convert_currency"], "Find Mexican food in Denver.",
     c("search_restaurants", city="Denver", cuisine="Mexican")),
]

PARALLEL = [
    (["get_weather"], "What's the weather in Paris and in Rome?",
     [c("get_weather", city="Paris"), c("get_weather", city="Rome")]),
    (["get_stock_price"], "Give me the prices of AAPL and GOOG.",
     [c("get_stock_price", symbol="AAPL"), c("get_stock_price", symbol="GOOG")]),
    (["set_timer"], "Set two timers: one for 10 minutes and one for 30 minutes.",
     [c("set_timer", minutes=10), c("set_timer", minutes=30)]),
    (["translate_text"], "Translate 'hello' into French and into Italian.",
     [c("translate_text", text="hello", target_language="French"),
      c("translate_text", text="hello", target_language="Italian")]),
    (["get_weather", "get_stock_price"], "What's the weather in Berlin, and the price of TSLA?",
     [c("get_weather", city="Berlin"), c("get_stock_price", symbol="TSLA")]),
    (["set_timer", "play_music"], "Start a 20 minute timer and play Clocks by Coldplay.",
     [c("set_timer", minutes=20), c("play_music", song="Clocks")]),
    (["convert_currency"], "Convert 100 USD to EUR and 100 USD to GBP.",
     [c("convert_currency", amount=100, from_currency="USD", to_currency="EUR"),
      c("convert_currency", amount=100, from_currency="USD", to_currency="GBP")]),
    (["search_restaurants"], "Find pizza places in Naples and ramen places in Osaka.",
     [c("search_restaurants", city="Naples", cuisine="pizza"),
      c("search_restaurants", city="Osaka", cuisine="ramen")]),
    (["get_weather"], "Compare the weather in Madrid, Oslo and Athens.",
     [c("get_weather", city="Madrid"), c("get_weather", city="Oslo"),
      c("get_weather", city="Athens")]),
    (["send_email"], "Email ann@example.org 'Hi' with body 'Call me' and email "
     "tom@example.org 'Hi' with body 'Call me'.",
     [c("send_email", to="ann@example.org", subject="Hi", body="Call me"),
      c("send_email", to="tom@example.org", subject="Hi", body="Call me")]),
    (["get_stock_price", "convert_currency"], "Price of AMZN, and convert 10 EUR to CHF.",
     [c("get_stock_price", symbol="AMZN"),
      c("convert_currency", amount=10, from_currency="EUR", to_currency="CHF")]),
    (["create_event"], "Add 'Gym' on 2026-12-01 at 07:00 and 'Gym' on 2026-12-03 at 07:00.",
     [c("create_event", title="Gym", date="2026-12-01", time="07:00"),
      c("create_event", title="Gym", date="2026-12-03", time="07:00")]),
    (["get_weather", "set_timer"], "Weather in Vienna, and set a timer for 8 minutes.",
     [c("get_weather", city="Vienna"), c("set_timer", minutes=8)]),
    (["calculate_tip"], "Calculate a 15 percent tip on 40 dollars and on 90 dollars.",
     [c("calculate_tip", bill=40, percent=15), c("calculate_tip", bill=90, percent=15)]),
    (["translate_text", "get_weather"], "Translate 'snow' into Russian and tell me the weather "
     "in Moscow.", [c("translate_text", text="snow", target_language="Russian"),
                    c("get_weather", city="Moscow")]),
    (["get_stock_price"], "Check IBM, ORCL and INTC stock prices.",
     [c("get_stock_price", symbol="IBM"), c("get_stock_price", symbol="ORCL"),
      c("get_stock_price", symbol="INTC")]),
]

NONE = [
    (["get_weather"], "Tell me a joke about cats."),
    (["set_timer", "play_music"], "What is the capital of Australia?"),
    (["get_stock_price"], "Write a haiku about autumn."),
    (["send_email", "create_event"], "Thanks, that's all for now!"),
    (["convert_currency"], "Who wrote Pride and Prejudice?"),
    (["translate_text", "get_weather"], "How many legs does a spider have?"),
    (["search_restaurants"], "Explain what photosynthesis is in one sentence."),
    (["play_music", "set_timer"], "What's 17 times 3?"),
    (["calculate_tip", "get_stock_price"], "Hello! How are you?"),
    (["get_weather", "send_email"], "Can you recommend a good book about history?"),
    (["create_event"], "What year did the first moon landing happen?"),
    (["get_stock_price", "convert_currency"], "Summarize the plot of Romeo and Juliet."),
    (["set_timer"], "What does the word 'ephemeral' mean?"),
    (["search_restaurants", "play_music"], "Give me three tips for sleeping better."),
    (["translate_text"], "Which planet is closest to the sun?"),
    (["get_weather", "calculate_tip"], "Good night!"),
]

SYSTEM = "You are a helpful assistant. Today is 2026-11-30."


def assemble(tools: dict[str, dict], system: str, single: list, multiple: list, parallel: list,
             none: list, prefix: str = "") -> list[dict[str, Any]]:
    """Case lists as `botpsy calls` input lines plus their expectations and categories."""
    cases: list[dict[str, Any]] = []

    def add(category: str, names: list[str], text: str, expected: list[dict[str, Any]]) -> None:
        index = sum(1 for x in cases if x["category"] == category) + 1
        cases.append({
            "id": f"{prefix}{category}-{index}",
            "category": category,
            "messages": [{"role": "system", "content": system}, {"role": "user", "content": text}],
            "tools": [tools[name] for name in names],
            "expected": expected,
        })

    for text, call in single:
        add("single", [call["name"]], text, [call])
    for names, text, call in multiple:
        add("multiple", names, text, [call])
    for names, text, calls in parallel:
        add("parallel", names, text, calls)
    for names, text in none:
        add("none", names, text, [])
    return cases


def build_cases() -> list[dict[str, Any]]:
    """All cases as `botpsy calls` input lines plus their expectations and categories."""
    return assemble(TOOLS, SYSTEM, SINGLE, MULTIPLE, PARALLEL, NONE)


def _norm(value: Any) -> Any:
    if isinstance(value, str):
        return " ".join(value.lower().split()).strip(" .'\"")
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float)):
        return float(value)
    return value


def call_matches(predicted: dict[str, Any], expected: dict[str, Any]) -> bool:
    """Same tool and the expected arguments (extra optional ones are allowed)."""
    if predicted.get("name") != expected["name"]:
        return False
    arguments = predicted.get("arguments") or {}
    if not isinstance(arguments, dict):
        return False
    return all(_norm(arguments.get(k)) == _norm(v) for k, v in expected["arguments"].items())


def case_correct(predicted: list[dict[str, Any]], expected: list[dict[str, Any]]) -> bool:
    """All expected calls present (any order) and nothing else."""
    if len(predicted) != len(expected):
        return False
    remaining = list(predicted)
    for want in expected:
        match = next((p for p in remaining if call_matches(p, want)), None)
        if match is None:
            return False
        remaining.remove(match)
    return True
