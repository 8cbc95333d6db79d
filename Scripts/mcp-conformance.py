"""Checks `haptickit mcp` with the reference MCP client (the `mcp` Python SDK), which nobody here
wrote: initialise, list the tools, call each one with valid arguments, validate each result's
structured content against the tool's output schema, check that a bad argument and a path out of
the working directory give `isError`, and that standard output carried nothing but JSON-RPC.

Usage: python mcp-conformance.py <haptickit binary>   (run from the repository's root)
"""

import asyncio
import json
import os
import resource
import subprocess
import sys
import tempfile

import jsonschema
from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

BINARY = os.path.abspath(sys.argv[1])
FAILURES = []


def check(condition, message):
    if not condition:
        FAILURES.append(message)
        print(f"FAIL: {message}", file=sys.stderr)


AHAP = open("Fixtures/ahap/apple-unityplugins/Ricochet/CollisionSmall.ahap").read()

# One call per tool, with arguments a user would give.
VALID_CALLS = [
    ("list_devices", {}),
    ("route_feedback", {"feedback": "alignment", "device": "ipad-pencil-pro"}),
    ("route_feedback", {"feedback": "impact-heavy", "observations": "docs/observations"}),
    ("matrix", {"devices": ["iphone", "mac-trackpad"], "feedbacks": ["success", "alignment"],
                "observations": "docs/observations"}),
    ("simulate_script", {"device": "ipad-pencil-pro", "script": "0ms prepare alignment; 40ms alignment; 45ms alignment; 400ms success"}),
    ("lint_pattern", {"inputs": ["Fixtures/ahap/apple-unityplugins/Ricochet", "tap", "notation:O-o"]}),
    ("lint_pattern", {"ahap": '{"Version": 1, "Pattern": [{"Event": {"EventType": "HapticTransient", "Time": 0, "EventParameters": [{"ParameterID": "HapticIntensity", "ParameterValue": 2}]}}]}'}),
    ("convert_pattern", {"input": "heartbeat", "to": "android"}),
    ("convert_pattern", {"ahap": AHAP, "to": "swift", "name": "collision"}),
    ("preview_pattern", {"input": "notation:O-o", "title": "knock"}),
    ("verify_observations", {"reports": ["docs/observations/iphone-6-vibrate-plugin.json"]}),
    ("plan_device_check", {"device": "ipad-pencil-pro"}),
    ("swift_snippet", {"feedback": "alignment", "framework": "uikit", "device": "ipad-pencil-pro"}),
    ("swift_snippet", {"feedback": "success", "framework": "appkit"}),
]

BAD_CALLS = [
    ("route_feedback", {"feedback": "nope"}, "unknown feedback"),
    ("lint_pattern", {"inputs": ["../outside.ahap"]}, "outside the working directory"),
    ("route_feedback", {"feedback": "success", "colour": "red"}, "takes no argument"),
]


async def with_sdk():
    with tempfile.TemporaryFile(mode="w+") as errlog:
        params = StdioServerParameters(command=BINARY, args=["mcp"], cwd=os.getcwd())
        async with stdio_client(params, errlog=errlog) as (read, write):
            async with ClientSession(read, write) as session:
                init = await session.initialize()
                check(init.protocol_version in ("2025-11-25", "2025-06-18"),
                      f"negotiated protocol {init.protocol_version}")
                check(init.server_info.name == "haptickit", "server name")
                tools = {tool.name: tool for tool in (await session.list_tools()).tools}
                called = {name for name, _ in VALID_CALLS}
                check(called == set(tools), f"tools listed {sorted(tools)} vs called {sorted(called)}")
                for tool in tools.values():
                    check(tool.output_schema is not None, f"{tool.name} has no output schema")
                    jsonschema.Draft202012Validator.check_schema(tool.input_schema)
                    jsonschema.Draft202012Validator.check_schema(tool.output_schema)
                for name, arguments in VALID_CALLS:
                    # The SDK itself validates structured content against the output schema
                    # (RuntimeError when it does not match); validate again, explicitly.
                    try:
                        result = await session.call_tool(name, arguments)
                    except RuntimeError as error:
                        check(False, f"{name} {arguments}: the client refused the result: {error}")
                        continue
                    check(not result.is_error, f"{name} {arguments}: isError: {result.content}")
                    if result.is_error:
                        continue
                    try:
                        jsonschema.validate(result.structured_content, tools[name].output_schema)
                    except jsonschema.ValidationError as error:
                        check(False, f"{name}: structured content does not match its schema: {error.message}")
                    text = json.loads(result.content[0].text)
                    check(text == result.structured_content, f"{name}: text content differs from structured content")
                    print(f"ok  {name} {json.dumps(arguments)[:70]}")
                for name, arguments, words in BAD_CALLS:
                    result = await session.call_tool(name, arguments)
                    message = result.content[0].text if result.content else ""
                    check(result.is_error and words in message, f"{name} {arguments}: expected isError with '{words}', got {message[:200]}")
                    print(f"ok  {name} {json.dumps(arguments)[:50]} -> isError: {message.splitlines()[0][:90]}")
        errlog.seek(0)
        logged = errlog.read()
        if logged:
            print("server's standard error:\n" + logged, end="")


def raw_session():
    """The same calls as bytes: every line on standard output is a JSON-RPC response to a request."""
    messages = [{"jsonrpc": "2.0", "id": 0, "method": "initialize",
                 "params": {"protocolVersion": "2025-11-25", "capabilities": {},
                            "clientInfo": {"name": "conformance", "version": "1"}}},
                {"jsonrpc": "2.0", "method": "notifications/initialized"},
                {"jsonrpc": "2.0", "id": "list", "method": "tools/list"}]
    for index, (name, arguments) in enumerate(VALID_CALLS + [(n, a) for n, a, _ in BAD_CALLS]):
        messages.append({"jsonrpc": "2.0", "id": index + 1, "method": "tools/call",
                         "params": {"name": name, "arguments": arguments}})
    pings = 1000
    messages += [{"jsonrpc": "2.0", "id": f"ping-{n}", "method": "ping"} for n in range(pings)]
    lines_out = [json.dumps(message) for message in messages]
    # A line that is not JSON is answered with a parse error (id null), and the session goes on.
    lines_out.insert(3, "this is not JSON")
    data = "".join(line + "\n" for line in lines_out).encode()
    process = subprocess.run([BINARY, "mcp"], input=data, capture_output=True, timeout=60)
    check(process.returncode == 0, f"exit status {process.returncode} when standard input closed")
    lines = process.stdout.decode().split("\n")
    check(lines[-1] == "", "standard output ends with a line break")
    answers = []
    for line in lines[:-1]:
        try:
            answer = json.loads(line)
        except json.JSONDecodeError:
            check(False, f"standard output carried a line that is not JSON: {line[:120]!r}")
            continue
        check(isinstance(answer, dict) and answer.get("jsonrpc") == "2.0" and ("result" in answer) != ("error" in answer),
              f"not a JSON-RPC response: {line[:120]}")
        answers.append(answer.get("id"))
    requests = [message["id"] for message in messages if "id" in message]
    requests.insert(2, None)
    check(answers == requests, f"{len(answers)} responses for {len(requests)} requests, in order")
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    print(f"ok  raw session: {len(answers)} responses, {len(lines) - 1} lines, all JSON-RPC; "
          f"{pings} pings; peak RSS of the larger of the two server processes {peak // 1024} MB")


asyncio.run(with_sdk())
raw_session()
if FAILURES:
    print(f"{len(FAILURES)} conformance failures", file=sys.stderr)
    sys.exit(1)
print("MCP conformance: passed")
