#!/usr/bin/env python3
"""Lists which folders of a Swift target use names declared in which other folders, and fails on any pair of
folders that depend on each other both ways.

Usage: Scripts/folder-dependencies.py [Sources/TARGET ...]   (default: Sources/CashDashModel Sources/CashDashKit)

A folder "uses" another when one of its files names a type, function or constant declared at the top level in a
file of the other, or a member an extension there adds whose name is declared nowhere else in the target.
Comments and string literals are ignored. It reads names, not types, so it errs on the side of reporting.
"""
import collections, os, re, sys

DECLARATION = re.compile(
    r'^(?:@\w+ )*(?:public |internal |private |fileprivate |final |static |mutating )*'
    r'(?:struct|enum|class|protocol|typealias|func|let|var|actor) +`?([A-Za-z_]\w*)', re.M)
MEMBER = re.compile(r'^    (?:@\w+ )*(?:public |internal |static |mutating )*(?:func|var|let) +`?([A-Za-z_]\w*)', re.M)
ANY_MEMBER = re.compile(r'\b(?:func|var|let|case) +`?([A-Za-z_]\w*)')
IDENTIFIER = re.compile(r'[A-Za-z_]\w*')


def strip(text):
    text = re.sub(r'//[^\n]*', '', text)
    text = re.sub(r'/\*.*?\*/', '', text, flags=re.S)
    text = re.sub(r'"""(?:.|\n)*?"""', '""', text)
    return re.sub(r'"(?:\\.|[^"\\\n])*"', '""', text)


def analyse(target):
    files = {}
    for folder, _, names in os.walk(target):
        for name in names:
            if name.endswith('.swift'):
                path = os.path.join(folder, name)
                files[path] = strip(open(path, encoding='utf-8').read())
    folder_of = {path: os.path.relpath(os.path.dirname(path), target) for path in files}
    member_count = collections.Counter(name for text in files.values() for name in ANY_MEMBER.findall(text))
    declared = collections.defaultdict(set)
    for path, text in files.items():
        names = set(DECLARATION.findall(text))
        for extension in re.findall(r'^extension .*?^}', text, re.M | re.S):
            names |= {name for name in MEMBER.findall(extension) if member_count[name] == 1}
        for name in names:
            declared[name].add(folder_of[path])
    edges = collections.defaultdict(set)
    for path, text in files.items():
        mine = folder_of[path]
        for word in set(IDENTIFIER.findall(text)):
            for other in declared.get(word, ()):
                if other != mine:
                    edges[(mine, other)].add(word)
    return edges


failed = False
for target in sys.argv[1:] or ['Sources/CashDashModel', 'Sources/CashDashKit']:
    edges = analyse(target)
    print(f'{target}:')
    for (a, b), words in sorted(edges.items()):
        print(f'  {a} -> {b}: {", ".join(sorted(words)[:6])}{" …" if len(words) > 6 else ""}')
    for (a, b) in sorted(edges):
        if a < b and (b, a) in edges:
            failed = True
            print(f'  BOTH WAYS: {a} <-> {b}')
sys.exit(1 if failed else 0)
