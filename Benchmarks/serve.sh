#!/usr/bin/env bash
# Preview benchmark: `cashdash serve` on the 2,000-chapter curriculum of Benchmarks/build.sh. It saves one chapter
# at a time (a new sentence in its body) and waits, as an open page does, for the server's live-reload event of a
# new build, then fetches the chapter's page: the time from the save to having the page with the new sentence,
# median of the edits, and the server's own timing of its builds' steps (`serve --timings`). MEASURE=poll polls the
# page every 10 ms instead (how this benchmark measured until the watcher stopped ticking; the poll itself adds
# about 5 ms on average). It also reports the server's memory once idle after its first build and once
# idle after all the edits (it gives freed memory back when idle for half a second).
#
# Usage: Benchmarks/serve.sh [CHAPTERS] [EDITS]   (defaults: 2000 chapters, 20 edits; run 100 for the memory figure)
# Needs: swift, python3. Writes only under Benchmarks/work/ (ignored by git); the server listens on 127.0.0.1 only.
set -euo pipefail
cd "$(dirname "$0")/.."
chapters=${1:-2000}
edits=${2:-20}
work=Benchmarks/work
site=$work/serve-$chapters

# CASHDASH=path/to/cashdash measures that binary instead of building one.
if [ -z "${CASHDASH:-}" ]; then
    swift build -c release --product cashdash >/dev/null
fi
cashdash=${CASHDASH:-$(swift build -c release --show-bin-path)/cashdash}
rm -rf "$site"
python3 Benchmarks/generate-curriculum.py "$site" "$chapters" 0 >/dev/null
# As on a real site, the files were not all saved a moment ago: where no watcher names what changed (a system without
# inotify), a file saved within two seconds of a build is read again by the next one (its time stamp cannot yet tell
# a later save apart), which would make the first edits' rebuilds read all 2,000 files. With inotify, a rebuild reads
# again only the files it named.
sleep 2

"$cashdash" serve --site "$site" --port 0 --timings > "$work/serve.log" 2>&1 &
server=$!
trap 'kill -INT $server 2>/dev/null; wait $server 2>/dev/null || true' EXIT

python3 - "$site" "$edits" "$server" "$work/serve.log" "${MEASURE:-events}" <<'PY'
import http.client, json, os, queue, re, statistics, sys, threading, time, urllib.parse, urllib.request
site, edits, pid, log, measure = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5]

def cpu_ms():
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")

def rss_mb():
    for line in open(f"/proc/{pid}/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024

address = None
for _ in range(1200):
    match = re.search(r"Serving the site at (\S+)", open(log).read())
    if match:
        address = match.group(1)
        break
    time.sleep(0.1)
if not address:
    sys.exit("the server did not start:\n" + open(log).read())
time.sleep(1)
first_mb = rss_mb()

# The live-reload stream, read as the preview's script reads it: each `build` event's generation, as it comes.
builds = queue.Queue()
def listen():
    where = urllib.parse.urlsplit(address)
    connection = http.client.HTTPConnection(where.hostname, where.port)
    connection.request("GET", "/__cashdash/events")
    stream = connection.getresponse()
    while line := stream.readline():
        if line.startswith(b"data: "):
            builds.put(json.loads(line[6:])["generation"])
if measure == "events":
    threading.Thread(target=listen, daemon=True).start()
    generation = builds.get(timeout=10)

folder = os.path.join(site, "Content", "curriculum")
files = sorted(f for f in os.listdir(folder) if f.endswith(".md"))
def slug(title):
    return re.sub(r"-+", "-", re.sub(r"[^a-z0-9]+", "-", title.lower())).strip("-")

times = []
cpu_before = cpu_ms()
for edit in range(edits):
    name = files[(edit * 97) % len(files)]
    path = os.path.join(folder, name)
    text = open(path).read()
    title = re.search(r"^title: (.*)$", text, re.M).group(1)
    marker = f"Benchmark edit {edit} {time.time_ns()}."
    page = f"{address}curriculum/{slug(title)}/index.html"
    started = time.perf_counter()
    with open(path, "w") as file:
        file.write(text.rstrip("\n") + "\n\n" + marker + "\n")
    while True:
        if measure == "events":
            built = builds.get(timeout=30)
            if built == generation:
                continue  # a failed build: the page stays as it was
            generation = built
        with urllib.request.urlopen(page) as answer:
            if marker.encode() in answer.read():
                break
        if measure == "poll":
            time.sleep(0.01)
    times.append(time.perf_counter() - started)

cpu_per_edit = (cpu_ms() - cpu_before) / edits
time.sleep(1)
last_mb = rss_mb()
steps = {}
for line in open(log).read().splitlines()[-edits:]:
    for name, ms in re.findall(r"([a-z ]+) (\d+) ms", line[line.find("(") + 1:]):
        steps.setdefault(name.strip(), []).append(int(ms))
print(f"{len(files)} chapters, {edits} edits, {os.cpu_count()} cores, measured by {measure}")
print(f"save to new page: median {statistics.median(times) * 1000:.0f} ms, min {min(times) * 1000:.0f} ms, "
      f"max {max(times) * 1000:.0f} ms (goal: 50 ms)")
print(f"server CPU per edit (user + system, all threads): {cpu_per_edit:.0f} ms")
print("each rebuild, median: " + ", ".join(f"{name} {statistics.median(ms):.0f} ms" for name, ms in steps.items()))
print(f"memory: {first_mb:.0f} MB after the first build, {last_mb:.0f} MB after {edits} edits (goal: within 10%)")
PY
