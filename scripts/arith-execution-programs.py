#!/usr/bin/env python3
"""Writes the arith execution programs src/test/resources/execution/arith/*.mlir.

Each program is an LLVM-dialect module. Its operands are edge-case values in constant global arrays; for each
arith operation and type a row function loops (llvm.br/llvm.cond_br) over every operand (pair), loads them, applies
the operation and prints the result with the runner utilities, one line per first operand. As the operands come
from memory, neither MLIR's folding nor LLVM's can compute results before the program runs. Operand pairs whose
result LLVM leaves undefined or poison (division by zero, MIN / -1, shifts by the width or more, fptosi/fptoui out
of range) are skipped by a guard in the loop, printing '_' instead. Until the func lowering lands the programs hold
no func operations, so convert-arith-to-llvm alone lowers them; mlir-opt 19's standard lowering accepts them too.
The expected outputs are made by scripts/execution-expected.sh (mlir-opt 19 and mlir-cpu-runner 19).

  scripts/arith-execution-programs.py && scripts/execution-expected.sh src/test/resources/execution/arith/*.mlir
"""
import os
import struct
import zlib

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'src', 'test', 'resources', 'execution',
                   'arith')
WIDTHS = [1, 8, 16, 32, 64, 128]
NAN, INF = float('nan'), float('inf')
FLOATS = [NAN, -INF, -1.5, -0.0, 0.0, 2.0, INF]


def int_min(w):
    return -(1 << (w - 1))


def int_max(w):
    return (1 << (w - 1)) - 1


def int_values(w):
    if w == 1:
        return [0, -1]
    vals = [0, 1, -1, 7, -7, int_min(w), int_max(w)]
    return [v for i, v in enumerate(vals) if v not in vals[:i]]


def float_text(t, x):
    """A float element as MLIR writes it: hexadecimal bits (exact, and for NaN and infinities)."""
    if t == 'f64':
        return '0x%016X' % struct.unpack('<Q', struct.pack('<d', x))[0]
    return '0x%08X' % struct.unpack('<I', struct.pack('<f', x))[0]


def int_text(w, v):
    if w == 1:
        return 'true' if v else 'false'
    return str(v)


class Program:
    """One module: global operand arrays, row functions, and @main calling the rows in order."""

    def __init__(self, name, comment, passes=None):
        self.name, self.comment, self.passes = name, comment, passes
        self.globals, self.functions, self.rows = {}, [], []

    def values(self, t, vals):
        """The global array of vals (ints or floats) of type t; returns (symbol, count)."""
        name = f'{t}_{zlib.crc32(repr(vals).encode()) % 10000}'
        if name not in self.globals:
            elems = [float_text(t, v) if t.startswith('f') else int_text(int(t[1:]), v) for v in vals]
            self.globals[name] = (f'  llvm.mlir.global internal constant @{name}(dense<[{", ".join(elems)}]> : '
                                  f'tensor<{len(vals)}x{t}>) : !llvm.array<{len(vals)} x {t}>')
        return name, len(vals)

    def row(self, name, comment, operands, body, guard=None):
        """A row function @name looping over operand arrays [(symbol, count, type)...] (one or two nested loops).

        body: lines computing from %x (and %y) and printing; guard: lines computing %ok (i1) from %x, %y, or None.
        """
        lines = [f'  // {comment}', f'  llvm.func @{name}() {{',
                 '    %zero = llvm.mlir.constant(0 : i64) : i64', '    %one = llvm.mlir.constant(1 : i64) : i64']
        (xs, xn, xt) = operands[0]
        lines += [f'    %xs = llvm.mlir.addressof @{xs} : !llvm.ptr', f'    %xn = llvm.mlir.constant({xn} : i64) : i64',
                  '    llvm.br ^outer(%zero : i64)', '  ^outer(%i: i64):',
                  '    %more_i = llvm.icmp "slt" %i, %xn : i64', '    llvm.cond_br %more_i, ^outer_body, ^done',
                  '  ^outer_body:',
                  f'    %xp = llvm.getelementptr %xs[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<{xn} x {xt}>',
                  f'    %x = llvm.load %xp : !llvm.ptr -> {xt}']
        if len(operands) == 2:
            (ys, yn, yt) = operands[1]
            lines += [f'    %ys = llvm.mlir.addressof @{ys} : !llvm.ptr',
                      f'    %yn = llvm.mlir.constant({yn} : i64) : i64', '    llvm.br ^inner(%zero : i64)',
                      '  ^inner(%j: i64):', '    %more_j = llvm.icmp "slt" %j, %yn : i64',
                      '    llvm.cond_br %more_j, ^inner_body, ^next_i', '  ^inner_body:',
                      f'    %yp = llvm.getelementptr %ys[0, %j] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<{yn} x {yt}>',
                      f'    %y = llvm.load %yp : !llvm.ptr -> {yt}']
            step = ['    %j1 = llvm.add %j, %one : i64', '    llvm.br ^inner(%j1 : i64)', '  ^next_i:',
                    '    llvm.call @printNewline() : () -> ()', '    %i1 = llvm.add %i, %one : i64',
                    '    llvm.br ^outer(%i1 : i64)']
        else:
            step = ['    %i1 = llvm.add %i, %one : i64', '    llvm.br ^outer(%i1 : i64)']
        if guard:
            lines += ['    ' + g for g in guard]
            lines += ['    llvm.cond_br %ok, ^compute, ^skip', '  ^skip:',
                      '    llvm.call @printSkipped() : () -> ()', '    llvm.br ^step', '  ^compute:']
            lines += ['    ' + b for b in body]
            lines += ['    llvm.br ^step', '  ^step:']
        else:
            lines += ['    ' + b for b in body]
        lines += step
        lines += ['  ^done:', '    llvm.call @printNewline() : () -> ()', '    llvm.return', '  }']
        self.functions.append('\n'.join(lines))
        self.rows.append(name)

    def text(self):
        head = [f'// {line}' for line in self.comment.split('\n')]
        head.append('// Generated by scripts/arith-execution-programs.py; the expected output by '
                    'scripts/execution-expected.sh.')
        if self.passes:
            head.append(f'// mlirj-passes: {self.passes}')
        head.append('// mlirj-run: -e main --entry-point-result=void')
        decls = ['  llvm.func @printI64(i64)', '  llvm.func @printU64(i64)', '  llvm.func @printF32(f32)',
                 '  llvm.func @printF64(f64)', '  llvm.func @printOpen()', '  llvm.func @printClose()',
                 '  llvm.func @printComma()', '  llvm.func @printNewline()']
        helpers = ['  // Prints "_, " in place of a result that would be undefined.',
                   '  llvm.mlir.global internal constant @skipped("_, \\00") {addr_space = 0 : i32}',
                   '  llvm.func @printString(!llvm.ptr)',
                   '  llvm.func @printSkipped() {',
                   '    %0 = llvm.mlir.addressof @skipped : !llvm.ptr',
                   '    llvm.call @printString(%0) : (!llvm.ptr) -> ()', '    llvm.return', '  }']
        main = ['  llvm.func @main() {'] + [f'    llvm.call @{r}() : () -> ()' for r in self.rows] + \
               ['    llvm.return', '  }']
        body = ['module {'] + decls + [''] + list(self.globals.values()) + [''] + helpers + [''] + \
            ['\n\n'.join(self.functions), ''] + main + ['}']
        return '\n'.join(head) + '\n' + '\n'.join(body) + '\n'

    def write(self):
        with open(os.path.join(OUT, self.name + '.mlir'), 'w') as f:
            f.write(self.text())


def print_int(v, w, signed=True):
    """Lines printing integer %v of width w then ', '."""
    if w == 64:
        lines = [f'llvm.call @{"printI64" if signed else "printU64"}({v}) : (i64) -> ()']
    elif w == 128:
        lines = ['%c64 = llvm.mlir.constant(64 : i128) : i128', f'%hi = arith.shrui {v}, %c64 : i128',
                 '%hi64 = arith.trunci %hi : i128 to i64', f'%lo64 = arith.trunci {v} : i128 to i64',
                 'llvm.call @printOpen() : () -> ()', 'llvm.call @printI64(%hi64) : (i64) -> ()',
                 'llvm.call @printComma() : () -> ()', 'llvm.call @printU64(%lo64) : (i64) -> ()',
                 'llvm.call @printClose() : () -> ()']
    else:
        ext = 'extsi' if signed and w > 1 else 'extui'
        lines = [f'%wide = arith.{ext} {v} : i{w} to i64',
                 f'llvm.call @{"printI64" if signed else "printU64"}(%wide) : (i64) -> ()']
    return lines + ['llvm.call @printComma() : () -> ()']


def print_float(v, t):
    if t == 'f64':
        lines = [f'llvm.call @printF64({v}) : (f64) -> ()']
    elif t == 'f32':
        lines = [f'llvm.call @printF32({v}) : (f32) -> ()']
    else:
        lines = [f'%wide = arith.extf {v} : {t} to f32', 'llvm.call @printF32(%wide) : (f32) -> ()']
    return lines + ['llvm.call @printComma() : () -> ()']


def int_guard(op, w):
    """The guard of a division-like op: divisor non-zero, and for signed ones not MIN / -1."""
    if op in ('divui', 'remui', 'ceildivui'):
        return [f'%zero_{w} = llvm.mlir.constant(0 : i{w}) : i{w}', f'%ok = llvm.icmp "ne" %y, %zero_{w} : i{w}']
    if op in ('divsi', 'remsi', 'ceildivsi', 'floordivsi'):
        return [f'%zero_{w} = llvm.mlir.constant(0 : i{w}) : i{w}', f'%nz = llvm.icmp "ne" %y, %zero_{w} : i{w}',
                f'%min = llvm.mlir.constant({int_min(w) if w > 1 else "true"}{"" if w == 1 else f" : i{w}"}) : i{w}',
                f'%m1 = llvm.mlir.constant({-1 if w > 1 else "true"}{"" if w == 1 else f" : i{w}"}) : i{w}',
                f'%is_min = llvm.icmp "eq" %x, %min : i{w}', f'%is_m1 = llvm.icmp "eq" %y, %m1 : i{w}',
                '%overflow = llvm.and %is_min, %is_m1 : i1', '%true = llvm.mlir.constant(true) : i1',
                '%no_overflow = llvm.xor %overflow, %true : i1', '%ok0 = llvm.and %nz, %no_overflow : i1'] + (
                   # MLIR 19's expansion of ceildivsi is wrong for a = MIN (it negates a) and divides MIN by -1 for
                   # (MAX, -1), trapping the oracle. mlirj's expansion is exact there (ArithExpandExecutionTest checks
                   # it against Math.ceilDiv), but the oracle cannot vouch for it: those pairs are left out.
                   [f'%max = llvm.mlir.constant({int_max(w)} : i{w}) : i{w}', '%is_max = llvm.icmp "eq" %x, %max : '
                    f'i{w}', '%trap = llvm.and %is_max, %is_m1 : i1', '%wrong = llvm.or %trap, %is_min : i1',
                    '%right = llvm.xor %wrong, %true : i1',
                    '%ok = llvm.and %ok0, %right : i1'] if op == 'ceildivsi' else ['%ok = llvm.and %ok0, %true : i1'])
    return None


def binary_rows(p, ops, t, vals, printer, prefix=''):
    w = int(t[1:]) if t.startswith('i') else None
    g, n = p.values(t, vals)
    for op in ops:
        flags = ''
        if isinstance(op, tuple):
            op, flags = op
        p.row(f'{prefix}{op}_{t}{"_" + flags.replace(", ", "_") if flags else ""}',
              f'arith.{op} {flags + " " if flags else ""}on every pair of {t} values',
              [(g, n, t), (g, n, t)],
              [f'%r = arith.{op} %x, %y{" overflow<" + flags + ">" if flags else ""} : {t}'] + printer('%r'),
              int_guard(op, w) if w else None)


def integer_programs():
    p = Program('integer_arith', 'Integer arithmetic, bitwise operations and min/max on i1, i8, i16, i32, i64 and\n'
                                 'i128 at the edges (0, 1, -1, MIN, MAX): wrap-around included.')
    for w in WIDTHS:
        signed = lambda r, w=w: print_int(r, w)
        binary_rows(p, ['addi', 'subi', 'muli', 'andi', 'ori', 'xori', 'maxsi', 'minsi'], f'i{w}', int_values(w),
                    signed)
        binary_rows(p, ['maxui', 'minui'], f'i{w}', int_values(w), lambda r, w=w: print_int(r, w, False))
    p.write()

    p = Program('integer_shifts', 'Shifts by 0, 1 and width - 1 (a shift by the width or more is poison) on every\n'
                                  'width, of negative and positive values.')
    for w in WIDTHS:
        t = f'i{w}'
        g, n = p.values(t, int_values(w))
        s, m = p.values(t, sorted({0, 1, w - 1}) if w > 1 else [0])
        for op in ['shli', 'shrsi', 'shrui']:
            p.row(f'{op}_{t}', f'arith.{op} of every {t} value by 0, 1 and {w - 1}', [(g, n, t), (s, m, t)],
                  [f'%r = arith.{op} %x, %y : {t}'] + print_int('%r', w))
    p.write()

    p = Program('integer_division', 'Signed and unsigned division and remainder on every width at the edges; division\n'
                                    'by zero and MIN / -1 (undefined in LLVM) print _.')
    for w in WIDTHS:
        binary_rows(p, ['divsi', 'remsi'], f'i{w}', int_values(w), lambda r, w=w: print_int(r, w))
        binary_rows(p, ['divui', 'remui'], f'i{w}', int_values(w), lambda r, w=w: print_int(r, w, False))
    p.write()

    p = Program('integer_compare', 'Every cmpi predicate on every width, with operands whose signed and unsigned orders\n'
                                   'differ.')
    for w in WIDTHS:
        t = f'i{w}'
        g, n = p.values(t, int_values(w))
        for pred in ['eq', 'ne', 'slt', 'sle', 'sgt', 'sge', 'ult', 'ule', 'ugt', 'uge']:
            p.row(f'cmpi_{pred}_{t}', f'arith.cmpi {pred} on every pair of {t} values', [(g, n, t), (g, n, t)],
                  [f'%r = arith.cmpi {pred}, %x, %y : {t}'] + print_int('%r', 1))
    p.write()

    p = Program('extended', 'addui_extended (sum and carry), mulsi_extended and mului_extended (low and high halves)\n'
                            'on i8, i32 and i64 at the edges; each result prints as ( first, second ).')
    for w in [8, 32, 64]:
        t = f'i{w}'
        g, n = p.values(t, int_values(w) + [2])
        for op, second in [('addui_extended', 'i1'), ('mulsi_extended', t), ('mului_extended', t)]:
            types = f'{t}, {second}' if op == 'addui_extended' else t
            signed = op == 'mulsi_extended'
            first = print_int('%a', w, signed)[:-1]
            rest = [line.replace('%wide', '%wide2').replace('%hi', '%hi2').replace('%lo64', '%lo64_2')
                    for line in print_int('%b', 1 if second == 'i1' else w, signed)[:-1]]
            p.row(f'{op}_{t}', f'arith.{op} on every pair of {t} values', [(g, n, t), (g, n, t)],
                  [f'%a, %b = arith.{op} %x, %y : {types}', 'llvm.call @printOpen() : () -> ()'] + first +
                  ['llvm.call @printComma() : () -> ()'] + rest +
                  ['llvm.call @printClose() : () -> ()', 'llvm.call @printComma() : () -> ()'])
    p.write()


def float_programs():
    p = Program('float_compare', 'Every cmpf predicate on f32 and f64 with NaN, infinities and signed zeros.')
    for t in ['f32', 'f64']:
        g, n = p.values(t, FLOATS)
        for pred in ['false', 'oeq', 'ogt', 'oge', 'olt', 'ole', 'one', 'ord', 'ueq', 'ugt', 'uge', 'ult', 'ule',
                     'une', 'uno', 'true']:
            p.row(f'cmpf_{pred}_{t}', f'arith.cmpf {pred} on every pair of {t} values', [(g, n, t), (g, n, t)],
                  [f'%r = arith.cmpf {pred}, %x, %y : {t}'] + print_int('%r', 1))
    p.write()

    p = Program('float_arith', 'Float arithmetic on f32 and f64 with NaN, infinities, signed zeros and overflow to\n'
                               'infinity, and with fast-math flags on operands they hold for.')
    for t in ['f32', 'f64']:
        big = 3.0e38 if t == 'f32' else 1.0e308
        vals = FLOATS + [big, 0.1]
        binary_rows(p, ['addf', 'subf', 'mulf', 'divf', 'remf'], t, vals, lambda r, t=t: print_float(r, t))
        g, n = p.values(t, vals)
        p.row(f'negf_{t}', f'arith.negf of every {t} value', [(g, n, t)],
              [f'%r = arith.negf %x : {t}'] + print_float('%r', t))
        f, m = p.values(t, [1.25, -3.5, 0.1])
        p.row(f'fastmath_{t}', f'arith.addf/mulf with fast-math flags on finite {t} values', [(f, m, t), (f, m, t)],
              [f'%s = arith.addf %x, %y fastmath<nnan, ninf, nsz> : {t}',
               f'%r = arith.mulf %s, %y fastmath<contract, afn> : {t}'] + print_float('%r', t))
    p.write()

    for name, passes, comment in [
            ('float_minmax', None, 'maximumf/minimumf (NaN if either is NaN, -0 < +0: llvm.intr.maximum/minimum) and\n'
                                   'maxnumf/minnumf (the other operand if one is NaN: llvm.intr.maxnum/minnum) on f32\n'
                                   'and f64 with NaN, infinities and signed zeros.'),
            ('expand_float_minmax', '--arith-expand',
             'The float min/max operations expanded by arith-expand (this program runs it before the standard\n'
             'lowering, on both sides) into compares and selects: as in MLIR 19, maximumf(+0, -0) is then -0.')]:
        p = Program(name, comment, passes)
        for t in ['f32', 'f64']:
            binary_rows(p, ['maximumf', 'minimumf', 'maxnumf', 'minnumf'], t, FLOATS,
                        lambda r, t=t: print_float(r, t))
        p.write()


def division_programs():
    p = Program('expand_divisions', 'ceildivsi, ceildivui and floordivsi, which MLIR 19\'s convert-arith-to-llvm leaves\n'
                                    'to arith-expand: this program runs arith-expand before the standard lowering, on\n'
                                    'both sides. Negative operands, exact and inexact quotients, MIN and MAX; division\n'
                                    'by zero and MIN / -1 print _, and so do ceildivsi(MIN, b) and ceildivsi(MAX, -1),\n'
                                    'where MLIR 19\'s expansion is wrong or traps (mlirj\'s is exact; see\n'
                                    'ArithExpandExecutionTest).',
                passes='--arith-expand')
    for w in [8, 16, 32, 64]:
        vals = [0, 1, -1, 2, -2, 3, -3, 7, -7, int_min(w), int_max(w), int_min(w) + 1]
        binary_rows(p, ['ceildivsi', 'floordivsi'], f'i{w}', vals, lambda r, w=w: print_int(r, w))
        binary_rows(p, ['ceildivui'], f'i{w}', vals, lambda r, w=w: print_int(r, w, False))
    p.write()


def cast_programs():
    p = Program('casts', 'Casts at the edges: integer extension and truncation, int <-> float (fptosi/fptoui only in\n'
                         'range: elsewhere poison), float extension and truncation (rounding, overflow to infinity,\n'
                         'NaN), bitcasts, and index_cast/index_castui through the 64-bit index.')

    def unary(op, src, dst, vals, printer, name=None):
        g, n = p.values(src, vals)
        p.row(name or f'{op}_{src}_{dst}', f'arith.{op} {src} to {dst}', [(g, n, src)],
              [f'%r = arith.{op} %x : {src} to {dst}'] + printer('%r'))

    for src, dst in [(1, 8), (1, 64), (8, 32), (16, 64), (32, 64), (64, 128), (8, 128)]:
        unary('extsi', f'i{src}', f'i{dst}', int_values(src), lambda r, w=dst: print_int(r, w))
        unary('extui', f'i{src}', f'i{dst}', int_values(src), lambda r, w=dst: print_int(r, w, False))
    for src, dst in [(64, 32), (64, 8), (32, 1), (128, 64), (16, 8)]:
        vals = int_values(src) + [0x1234, 255]
        unary('trunci', f'i{src}', f'i{dst}', vals, lambda r, w=dst: print_int(r, w))
    for w in [1, 8, 32, 64]:
        for t in ['f32', 'f64']:
            unary('sitofp', f'i{w}', t, int_values(w), lambda r, t=t: print_float(r, t))
            unary('uitofp', f'i{w}', t, int_values(w), lambda r, t=t: print_float(r, t))
    in_range = {8: ([-128.9, -1.5, -0.0, 0.7, 127.99], [0.0, 1.9, 254.5, 255.99]),
                32: ([-2147483648.0, -7.5, 2147483520.0], [0.0, 3.999, 4294967040.0]),
                64: ([-9.2233720368547758e18, -1.0e10, 3.5, 9.2233720368547748e18],
                     [0.0, 1.0e10, 1.8446744073709550e19])}
    for w, (svals, uvals) in in_range.items():
        for t in ['f32', 'f64']:
            unary('fptosi', t, f'i{w}', [v for v in svals if fits(t, v, int_min(w), int_max(w))],
                  lambda r, w=w: print_int(r, w))
            unary('fptoui', t, f'i{w}', [v for v in uvals if fits(t, v, 0, (1 << w) - 1)],
                  lambda r, w=w: print_int(r, w, False))
    unary('truncf', 'f64', 'f32', [1.0 / 3.0, -0.0, NAN, INF, 1.0e300, -1.0e-300, 3.4028235677973366e38, 16777217.0],
          lambda r: print_float(r, 'f32'))
    # A rounding mode makes a constrained truncation, which assumes that mode is the environment's; the runner's is
    # to nearest, so the results are those of the default rounding.
    for mode in ['to_nearest_even', 'downward', 'upward', 'toward_zero', 'to_nearest_away']:
        g, n = p.values('f64', [1.0 / 3.0, -1.0 / 3.0, 16777217.0, NAN, -INF])
        p.row(f'truncf_{mode}', f'arith.truncf {mode} f64 to f32', [(g, n, 'f64')],
              [f'%r = arith.truncf %x {mode} : f64 to f32'] + print_float('%r', 'f32'))
    unary('extf', 'f32', 'f64', [0.1, -0.0, NAN, -INF, 1.0e-45], lambda r: print_float(r, 'f64'))
    unary('bitcast', 'f64', 'i64', [-0.0, 1.0, INF, NAN], lambda r: print_int(r, 64))
    unary('bitcast', 'i32', 'f32', [0x3F800000, -0x80000000, 0x7F800000, 1], lambda r: print_float(r, 'f32'))
    for op in ['index_cast', 'index_castui']:
        for w in [1, 8, 32, 64]:
            t = f'i{w}'
            g, n = p.values(t, int_values(w))
            p.row(f'{op}_{t}_index', f'arith.{op} {t} to index (printed as i64)', [(g, n, t)],
                  [f'%idx = arith.{op} %x : {t} to index', '%r = arith.index_cast %idx : index to i64'] +
                  print_int('%r', 64))
            g, n = p.values('i64', [0, 1, -1, 255, 256, -129, int_min(64), int_max(64)])
            p.row(f'{op}_index_{t}', f'arith.{op} index (from i64) to {t}', [(g, n, 'i64')],
                  ['%idx = arith.index_cast %x : i64 to index', f'%r = arith.{op} %idx : index to {t}'] +
                  print_int('%r', w))
    p.write()


def fits(t, v, low, high):
    """Whether v, rounded to t, truncates to an integer in [low, high] (else fptosi/fptoui give poison)."""
    rounded = v if t == 'f64' else struct.unpack('<f', struct.pack('<f', v))[0]
    return low <= int(rounded) <= high


def vector_programs():
    p = Program('vectors', '1-D vectors (lowered as they are) and n-D vectors (unrolled over the arrays of 1-D vectors\n'
                           'they become): arithmetic, compares, select, casts, min/max and constants, element by\n'
                           'element on operands from memory.')
    g, n = p.values('i32', int_values(32))
    splat = lambda t, k: ['%k0 = llvm.mlir.constant(0 : i64) : i64',
                          f'%u = llvm.mlir.undef : {t}', f'%v0 = llvm.insertelement %x, %u[%k0 : i64] : {t}'] + \
        [f'%v{i} = llvm.insertelement %x, %v{i - 1}[%c{i} : i64] : {t}' for i in range(1, k)]
    # 1-D: [x, x+1, x, x] against a constant vector.
    v4 = 'vector<4xi32>'
    body = [f'%c{i} = llvm.mlir.constant({i} : i64) : i64' for i in range(1, 4)] + splat(v4, 4) + [
        f'%k4 = arith.constant dense<[3, -5, 1, -1]> : {v4}',
        f'%s = arith.addi %v3, %k4 : {v4}',
        f'%c = arith.cmpi slt, %v3, %k4 : {v4}',
        f'%m = arith.muli %s, %k4 : {v4}',
        f'%r = arith.select %c, %m, %s : vector<4xi1>, {v4}'] + \
        sum(([f'%e{i} = llvm.extractelement %r[%{"k0" if i == 0 else f"c{i}"} : i64] : {v4}'] +
             [line.replace('%wide', f'%wide{i}') for line in print_int(f'%e{i}', 32)] for i in range(4)), [])
    p.row('vector_1d_i32', '1-D: add, cmpi, mul, select on vector<4xi32>', [(g, n, 'i32')], body)
    # 2-D floats.
    f, m = p.values('f32', FLOATS)
    nd = '!llvm.array<2 x vector<3xf32>>'
    v3 = 'vector<3xf32>'
    body = [f'%c{i} = llvm.mlir.constant({i} : i64) : i64' for i in range(1, 3)] + splat(v3, 3) + [
        f'%a0 = llvm.mlir.undef : {nd}', f'%a1 = llvm.insertvalue %v2, %a0[0] : {nd}',
        f'%a2 = llvm.insertvalue %v2, %a1[1] : {nd}',
        f'%xv = builtin.unrealized_conversion_cast %a2 : {nd} to vector<2x3xf32>',
        '%k = arith.constant dense<[[0.5, -1.5, 0x7FC00000], [0.0, -0.0, 0xFF800000]]> : vector<2x3xf32>',
        '%s = arith.addf %xv, %k : vector<2x3xf32>',
        '%c = arith.cmpf olt, %xv, %k : vector<2x3xf32>',
        '%mx = arith.maximumf %xv, %k : vector<2x3xf32>',
        '%mn = arith.minnumf %xv, %k : vector<2x3xf32>',
        '%neg = arith.negf %mn : vector<2x3xf32>',
        '%sel = arith.select %c, %mx, %neg : vector<2x3xi1>, vector<2x3xf32>',
        '%prod = arith.mulf %sel, %s : vector<2x3xf32>',
        f'%r = builtin.unrealized_conversion_cast %prod : vector<2x3xf32> to {nd}']
    for row in range(2):
        body.append(f'%row{row} = llvm.extractvalue %r[{row}] : {nd}')
        for i in range(3):
            idx = '%k0' if i == 0 else f'%c{i}'
            body.append(f'%e{row}{i} = llvm.extractelement %row{row}[{idx} : i64] : {v3}')
            body += print_float(f'%e{row}{i}', 'f32')
    p.row('vector_2d_f32', '2-D: addf, cmpf, maximumf, minnumf, negf, select, mulf on vector<2x3xf32>',
          [(f, m, 'f32')], body)
    # 3-D integers with casts.
    h, q = p.values('i16', int_values(16))
    nd3 = '!llvm.array<2 x array<2 x vector<2xi16>>>'
    v2 = 'vector<2xi16>'
    body = ['%c1 = llvm.mlir.constant(1 : i64) : i64'] + splat(v2, 2) + [f'%a0 = llvm.mlir.undef : {nd3}'] + \
        [f'%a{i + 1} = llvm.insertvalue %v1, %a{i}[{i // 2}, {i % 2}] : {nd3}' for i in range(4)] + [
        f'%xv = builtin.unrealized_conversion_cast %a4 : {nd3} to vector<2x2x2xi16>',
        '%k = arith.constant dense<[[[1, 2], [3, 4]], [[-1, -2], [32767, -32768]]]> : vector<2x2x2xi16>',
        '%ones = arith.constant dense<1> : vector<2x2x2xi16>',
        '%s = arith.addi %xv, %k : vector<2x2x2xi16>',
        '%e = arith.extsi %s : vector<2x2x2xi16> to vector<2x2x2xi32>',
        '%t = arith.trunci %e : vector<2x2x2xi32> to vector<2x2x2xi16>',
        '%sh = arith.shrui %t, %ones : vector<2x2x2xi16>',
        '%mx = arith.maxsi %sh, %xv : vector<2x2x2xi16>',
        f'%r = builtin.unrealized_conversion_cast %mx : vector<2x2x2xi16> to {nd3}']
    for i in range(2):
        for j in range(2):
            body.append(f'%row{i}{j} = llvm.extractvalue %r[{i}, {j}] : {nd3}')
            for e in range(2):
                idx = '%k0' if e == 0 else '%c1'
                body.append(f'%x{i}{j}{e} = llvm.extractelement %row{i}{j}[{idx} : i64] : {v2}')
                body += [line.replace('%wide', f'%wide{i}{j}{e}') for line in print_int(f'%x{i}{j}{e}', 16)]
    p.row('vector_3d_i16', '3-D: addi, extsi, trunci, shrui, maxsi on vector<2x2x2xi16>', [(h, q, 'i16')], body)
    p.write()


def bf16_programs():
    p = Program('expand_bf16', 'extf bf16 -> f32 and truncf f32 -> bf16 expanded by arith-expand{include-bf16} (this\n'
                               'program runs it before the standard lowering, on both sides) into integer operations:\n'
                               'round to nearest even, NaN to 0x7fc0.',
                passes='--arith-expand=include-bf16')
    g, n = p.values('f32', [1.0, 1.00390625, 1.01171875, 1.005859375, -2.5, 3.0e38, 3.4e38, 1.0e-40, NAN, -INF,
                            -0.0, 65504.0, 0.1])
    p.row('round_trip', 'f32 -> bf16 -> f32', [(g, n, 'f32')],
          ['%b = arith.truncf %x : f32 to bf16', '%r = arith.extf %b : bf16 to f32'] + print_float('%r', 'f32'))
    p.write()


def main():
    os.makedirs(OUT, exist_ok=True)
    integer_programs()
    float_programs()
    division_programs()
    cast_programs()
    vector_programs()
    bf16_programs()


if __name__ == '__main__':
    main()
