#!/usr/bin/env python3
"""Lists which folders of a Swift target use declarations made in which other folders, and fails on any cycle
between folders, of any length (two folders that use each other, or A -> B -> C -> A), printing its path.

Usage: Scripts/folder-dependencies.py [--no-build | --compile] [Sources/TARGET ...]
       (default targets: Sources/CashDashModel Sources/CashDashKit)

It reads what the compiler itself recorded, not the text: the index store that `swift build` writes in debug
builds (.build/debug/index/store), read with the toolchain's libIndexStore. Every reference in a file (a type, a
function, an init in an extension, an extension's member, a case, a constant) names the exact declaration it
resolved to, and that declaration's file gives the folder used. So access levels (`package`), attributes and
names declared twice cannot fool it, nor can a use the text never names: a protocol's default implementation
called on a conforming type, or an `init(integerLiteral:)` that a literal calls (the compiler records that call as
implicit, and it counts like any other). What the index does not record, it cannot see: a conformance that is
never used, or code reached only through a string (a template's name for a view's property).

By default it first runs `swift build`, so the index is current (the debug build the tests need anyway). --no-build trusts the existing index, and stops if a file is newer than it.
--compile type-checks each TARGET folder alone with swiftc into a temporary index (for small trees without
dependencies, such as the fixtures in Scripts/tests/folder-dependencies/).
"""
import collections, ctypes, glob, os, shutil, subprocess, sys, tempfile

ROLE_DECLARATION, ROLE_DEFINITION, ROLE_REFERENCE, ROLE_IMPLICIT = 1 << 0, 1 << 1, 1 << 2, 1 << 8
DEPENDENCY_RECORD = 2
ACCESSORS = ('getter:', 'setter:', 'modify:', '_modify:', 'read:', '_read:', 'willSet:', 'didSet:', 'init:')


class StringRef(ctypes.Structure):
    _fields_ = [('data', ctypes.c_char_p), ('length', ctypes.c_size_t)]

    def text(self):
        return ctypes.string_at(self.data, self.length).decode() if self.length else ''


OCCURRENCE_APPLIER = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, ctypes.c_void_p)


def library():
    """The toolchain's libIndexStore, found beside the `swift` on PATH."""
    swift = shutil.which('swift')
    if not swift:
        sys.exit('folder-dependencies: `swift` is not on PATH; the index store reader comes with the toolchain.')
    path = os.path.join(os.path.dirname(os.path.realpath(swift)), '..', 'lib', 'libIndexStore.so')
    if not os.path.exists(path):
        sys.exit(f'folder-dependencies: {path} is missing; it ships with the Swift toolchain.')
    lib = ctypes.CDLL(path)
    functions = {
        'indexstore_store_create': (ctypes.c_void_p, [ctypes.c_char_p, ctypes.POINTER(ctypes.c_void_p)]),
        'indexstore_unit_reader_create': (ctypes.c_void_p, [ctypes.c_void_p, ctypes.c_char_p, ctypes.POINTER(ctypes.c_void_p)]),
        'indexstore_unit_reader_dispose': (None, [ctypes.c_void_p]),
        'indexstore_unit_reader_get_main_file': (StringRef, [ctypes.c_void_p]),
        'indexstore_unit_reader_get_modification_time':
            (None, [ctypes.c_void_p, ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64)]),
        'indexstore_unit_reader_dependencies_apply_f': (ctypes.c_bool, [ctypes.c_void_p, ctypes.c_void_p, OCCURRENCE_APPLIER]),
        'indexstore_unit_dependency_get_kind': (ctypes.c_int, [ctypes.c_void_p]),
        'indexstore_unit_dependency_get_name': (StringRef, [ctypes.c_void_p]),
        'indexstore_unit_dependency_get_filepath': (StringRef, [ctypes.c_void_p]),
        'indexstore_record_reader_create': (ctypes.c_void_p, [ctypes.c_void_p, ctypes.c_char_p, ctypes.POINTER(ctypes.c_void_p)]),
        'indexstore_record_reader_dispose': (None, [ctypes.c_void_p]),
        'indexstore_record_reader_occurrences_apply_f': (ctypes.c_bool, [ctypes.c_void_p, ctypes.c_void_p, OCCURRENCE_APPLIER]),
        'indexstore_occurrence_get_symbol': (ctypes.c_void_p, [ctypes.c_void_p]),
        'indexstore_occurrence_get_roles': (ctypes.c_uint64, [ctypes.c_void_p]),
        'indexstore_occurrence_get_line_col':
            (None, [ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint), ctypes.POINTER(ctypes.c_uint)]),
        'indexstore_symbol_get_usr': (StringRef, [ctypes.c_void_p]),
        'indexstore_symbol_get_name': (StringRef, [ctypes.c_void_p]),
        'indexstore_error_get_description': (ctypes.c_char_p, [ctypes.c_void_p]),
    }
    for name, (result, arguments) in functions.items():
        function = getattr(lib, name)
        function.restype, function.argtypes = result, arguments
    return lib


def open_store(lib, path):
    error = ctypes.c_void_p()
    store = lib.indexstore_store_create(path.encode(), ctypes.byref(error))
    if not store:
        sys.exit(f'folder-dependencies: cannot open the index store {path}: '
                 f'{lib.indexstore_error_get_description(error).decode()}')
    return store


def records_by_file(lib, store, store_path, wanted):
    """For each wanted source file, the record of its newest unit and that unit's time (seconds)."""
    newest = {}
    for unit_name in os.listdir(os.path.join(store_path, 'v5', 'units')):
        error = ctypes.c_void_p()
        unit = lib.indexstore_unit_reader_create(store, unit_name.encode(), ctypes.byref(error))
        if not unit:
            continue
        main = os.path.realpath(lib.indexstore_unit_reader_get_main_file(unit).text() or '/')
        if main in wanted:
            seconds, nanoseconds = ctypes.c_int64(), ctypes.c_int64()
            lib.indexstore_unit_reader_get_modification_time(unit, ctypes.byref(seconds), ctypes.byref(nanoseconds))
            records = []

            def dependency(_, item):
                if lib.indexstore_unit_dependency_get_kind(item) == DEPENDENCY_RECORD and \
                        os.path.realpath(lib.indexstore_unit_dependency_get_filepath(item).text() or '/') == main:
                    records.append(lib.indexstore_unit_dependency_get_name(item).text())
                return True
            lib.indexstore_unit_reader_dependencies_apply_f(unit, None, OCCURRENCE_APPLIER(dependency))
            time = seconds.value + nanoseconds.value / 1e9
            if records and (main not in newest or newest[main][1] < time):
                newest[main] = (records[0], time)
        lib.indexstore_unit_reader_dispose(unit)
    return newest


def occurrences(lib, store, record):
    """(roles, usr, name, line) for every occurrence the compiler recorded in one file."""
    error = ctypes.c_void_p()
    reader = lib.indexstore_record_reader_create(store, record.encode(), ctypes.byref(error))
    found = []
    line, column = ctypes.c_uint(), ctypes.c_uint()

    def each(_, occurrence):
        symbol = lib.indexstore_occurrence_get_symbol(occurrence)
        lib.indexstore_occurrence_get_line_col(occurrence, ctypes.byref(line), ctypes.byref(column))
        found.append((lib.indexstore_occurrence_get_roles(occurrence), lib.indexstore_symbol_get_usr(symbol).text(),
                      lib.indexstore_symbol_get_name(symbol).text(), line.value))
        return True
    lib.indexstore_record_reader_occurrences_apply_f(reader, None, OCCURRENCE_APPLIER(each))
    lib.indexstore_record_reader_dispose(reader)
    return found


def swift_files(target):
    return sorted(os.path.realpath(path) for path in glob.glob(os.path.join(target, '**', '*.swift'), recursive=True))


def compile_index(target, store_path):
    """Type-checks one folder of Swift files alone, as one module, writing its index."""
    files = swift_files(target)
    module = ''.join(c if c.isalnum() else '_' for c in os.path.basename(os.path.normpath(target))) or 'Fixture'
    objects = os.path.join(store_path, 'objects')
    os.makedirs(objects)
    result = subprocess.run(['swiftc', '-c', '-module-name', module, '-package-name', module, '-index-store-path',
                             os.path.join(store_path, 'store'), '-index-ignore-system-modules', *files],
                            cwd=objects, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f'folder-dependencies: {target} does not compile:\n{result.stderr}')


def analyse(lib, store, store_path, target, check_times):
    """Edges between the folders of one target: (user folder, used folder) -> {(name, file:line)}."""
    root = os.path.realpath(target)
    files = swift_files(target)
    folder_of = {path: os.path.relpath(os.path.dirname(path), root) for path in files}
    records = records_by_file(lib, store, store_path, set(files))
    problems = []
    for path in files:
        if path not in records:
            problems.append(f'{os.path.relpath(path)}: not in the index; build first (swift build)')
        elif check_times and os.path.getmtime(path) > records[path][1] + 1:
            problems.append(f'{os.path.relpath(path)}: changed since the index was written; build first (swift build)')
    if problems:
        sys.exit('folder-dependencies: ' + '\n'.join(problems))
    declared_in, uses = {}, []
    for path in files:
        for roles, usr, name, line in occurrences(lib, store, records[path][0]):
            if roles & (ROLE_DEFINITION | ROLE_DECLARATION) and not roles & ROLE_REFERENCE:
                declared_in.setdefault(usr, folder_of[path])
            # An implicit call is a use too (`let lap: Meters = 400` calls an `init(integerLiteral:)` that may be
            # declared in another folder), except an accessor's, which comes with its property's reference.
            elif roles & ROLE_REFERENCE and not (roles & ROLE_IMPLICIT and name.startswith(ACCESSORS)):
                uses.append((folder_of[path], usr, name, f'{os.path.relpath(path)}:{line}'))
    edges = collections.defaultdict(set)
    for mine, usr, name, place in uses:
        other = declared_in.get(usr)
        if other is not None and other != mine:
            edges[(mine, other)].add((name, place))
    return edges


def cycles(edges):
    """Each strongly connected group of folders (Tarjan), with one cycle through all of it as a path."""
    graph = collections.defaultdict(set)
    for a, b in edges:
        graph[a].add(b)
    index, low, stack, on_stack, groups = {}, {}, [], set(), []

    def visit(node):
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for next_node in sorted(graph[node]):
            if next_node not in index:
                visit(next_node)
                low[node] = min(low[node], low[next_node])
            elif next_node in on_stack:
                low[node] = min(low[node], index[next_node])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return [shortest_cycle(graph, group) for group in sorted(groups)]


def shortest_cycle(graph, group):
    """The shortest path from the group's first folder back to itself, inside the group."""
    start, members = group[0], set(group)
    previous, queue = {start: None}, collections.deque([start])
    while queue:
        node = queue.popleft()
        for next_node in sorted(graph[node] & members):
            if next_node == start:
                path = [node]
                while previous[path[-1]] is not None:
                    path.append(previous[path[-1]])
                return list(reversed(path)) + [start]
            if next_node not in previous:
                previous[next_node] = node
                queue.append(next_node)
    return group


def main(arguments):
    build, compile_alone = '--no-build' not in arguments, '--compile' in arguments
    targets = [a for a in arguments if not a.startswith('--')] or ['Sources/CashDashModel', 'Sources/CashDashKit']
    lib = library()
    failed = False
    if build and not compile_alone:
        # One build of the package (what the tests build anyway) brings the index of every target up to date.
        result = subprocess.run(['swift', 'build'], capture_output=True, text=True)
        if result.returncode != 0:
            sys.exit(f'folder-dependencies: `swift build` failed, so there is no index to read:\n{result.stdout}{result.stderr}')
    for target in targets:
        temporary = None
        if compile_alone:
            temporary = tempfile.mkdtemp(prefix='folder-dependencies-')
            compile_index(target, temporary)
            store_path = os.path.join(temporary, 'store')
        else:
            store_path = os.path.join('.build', 'debug', 'index', 'store')
        store = open_store(lib, store_path)
        edges = analyse(lib, store, store_path, target, check_times=not compile_alone)
        if temporary:
            shutil.rmtree(temporary)
        print(f'{target}:')
        for (a, b), uses in sorted(edges.items()):
            names = sorted({name for name, _ in uses})
            print(f'  {a} -> {b}: {", ".join(names[:6])}{" …" if len(names) > 6 else ""}')
        for path in cycles(edges):
            failed = True
            steps = []
            for a, b in zip(path, path[1:]):
                name, place = sorted(edges[(a, b)], key=lambda use: (use[1], use[0]))[0]
                steps.append(f'{a} -> {b} ({name} at {place})')
            label = 'BOTH WAYS' if len(path) == 3 else 'CYCLE'
            print(f'  {label}: {" -> ".join(path)}')
            for step in steps:
                print(f'    {step}')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
