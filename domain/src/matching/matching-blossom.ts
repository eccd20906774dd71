/**
 * Maximum-weight matching on a general graph: Edmonds' blossom algorithm with dual variables,
 * O(n^3), a TypeScript port of Joris van Rantwijk's mwmatching.py (public domain), kept close to
 * the original so it can be read against it. With `maxCardinality` it returns, among the matchings
 * of maximum cardinality, one of maximum weight; weights may be negative or zero.
 *
 * Why not a library: docs/matching.md ("The blossom algorithm").
 */

export interface WeightedEdge {
  i: number;
  j: number;
  w: number;
}

/**
 * The dual solution the algorithm ends with (vertex duals are doubled, as in the original), for
 * tests to check optimality independently of how it was reached (matching-blossom.test.ts).
 */
export interface MatchingCertificate {
  dualvar: number[];
  blossomparent: number[];
  blossombase: number[];
  blossomendps: (number[] | null)[];
  endpoint: number[];
  mateEndpoint: number[];
}

export interface MatchingResult {
  /** mate[v] is v's partner, or -1. */
  mate: number[];
  certificate: MatchingCertificate;
}

/** `at` for arrays indexed from the end with negative numbers, as Python lists are. */
const at = <T>(list: readonly T[], index: number): T => list[index < 0 ? index + list.length : index]!;

export function maxWeightMatching(
  nvertex: number,
  edges: readonly WeightedEdge[],
  maxCardinality = false,
): MatchingResult {
  const nedge = edges.length;
  for (const { i, j } of edges) {
    if (!(i >= 0 && j >= 0 && i !== j && i < nvertex && j < nvertex)) throw new RangeError(`Bad edge ${i}-${j}`);
  }
  const ei = new Int32Array(nedge);
  const ej = new Int32Array(nedge);
  const ew = new Float64Array(nedge);
  let maxweight = 0;
  edges.forEach((edge, k) => {
    ei[k] = edge.i;
    ej[k] = edge.j;
    ew[k] = edge.w;
    if (edge.w > maxweight) maxweight = edge.w;
  });
  // endpoint[p] is the vertex at endpoint p: edge k has endpoints 2k (its i) and 2k+1 (its j).
  const endpoint = new Int32Array(2 * nedge);
  for (let p = 0; p < 2 * nedge; p++) endpoint[p] = p % 2 === 0 ? ei[p >> 1]! : ej[p >> 1]!;
  // The remote endpoints of the edges at v: neighbend[neighstart[v] .. neighstart[v + 1]).
  const neighstart = new Int32Array(nvertex + 1);
  for (let k = 0; k < nedge; k++) {
    neighstart[ei[k]! + 1]!++;
    neighstart[ej[k]! + 1]!++;
  }
  for (let v = 0; v < nvertex; v++) neighstart[v + 1]! += neighstart[v]!;
  const neighbend = new Int32Array(2 * nedge);
  const fillAt = neighstart.slice(0, nvertex);
  for (let k = 0; k < nedge; k++) {
    neighbend[fillAt[ei[k]!]!++] = 2 * k + 1;
    neighbend[fillAt[ej[k]!]!++] = 2 * k;
  }
  const mate = new Int32Array(nvertex).fill(-1);
  const label = new Int32Array(2 * nvertex);
  const labelend = new Int32Array(2 * nvertex).fill(-1);
  const inblossom = Int32Array.from({ length: nvertex }, (_, v) => v);
  const blossomparent = new Int32Array(2 * nvertex).fill(-1);
  const blossomchilds: (number[] | null)[] = new Array<number[] | null>(2 * nvertex).fill(null);
  const blossombase = new Int32Array(2 * nvertex).fill(-1);
  for (let v = 0; v < nvertex; v++) blossombase[v] = v;
  const blossomendps: (number[] | null)[] = new Array<number[] | null>(2 * nvertex).fill(null);
  const bestedge = new Int32Array(2 * nvertex).fill(-1);
  const blossombestedges: (number[] | null)[] = new Array<number[] | null>(2 * nvertex).fill(null);
  const unusedblossoms: number[] = Array.from({ length: nvertex }, (_, v) => nvertex + v);
  const dualvar = new Float64Array(2 * nvertex);
  dualvar.fill(maxweight, 0, nvertex);
  const allowedge = new Uint8Array(nedge);
  const bestedgeto = new Int32Array(2 * nvertex).fill(-1);
  let queue: number[] = [];
  const minVertexDual = () => {
    let min = Number.POSITIVE_INFINITY;
    for (let v = 0; v < nvertex; v++) if (dualvar[v]! < min) min = dualvar[v]!;
    return min;
  };

  const slack = (k: number) => dualvar[ei[k]!]! + dualvar[ej[k]!]! - 2 * ew[k]!;

  const blossomLeaves = (b: number, out: number[] = []): number[] => {
    if (b < nvertex) out.push(b);
    else for (const t of blossomchilds[b]!) blossomLeaves(t, out);
    return out;
  };

  const assignLabel = (w: number, t: number, p: number): void => {
    const b = inblossom[w]!;
    label[w] = label[b] = t;
    labelend[w] = labelend[b] = p;
    bestedge[w] = bestedge[b] = -1;
    if (t === 1) {
      blossomLeaves(b, queue);
    } else if (t === 2) {
      const base = blossombase[b]!;
      assignLabel(endpoint[mate[base]!]!, 1, mate[base]! ^ 1);
    }
  };

  const scanBlossom = (vStart: number, wStart: number): number => {
    let v = vStart;
    let w = wStart;
    const path: number[] = [];
    let base = -1;
    while (v !== -1 || w !== -1) {
      let b = inblossom[v]!;
      if (label[b]! & 4) {
        base = blossombase[b]!;
        break;
      }
      path.push(b);
      label[b] = 5;
      if (labelend[b] === -1) {
        v = -1;
      } else {
        v = endpoint[labelend[b]!]!;
        b = inblossom[v]!;
        v = endpoint[labelend[b]!]!;
      }
      if (w !== -1) [v, w] = [w, v];
    }
    for (const b of path) label[b] = 1;
    return base;
  };

  const addBlossom = (base: number, k: number): void => {
    let v = ei[k]!;
    let w = ej[k]!;
    const bb = inblossom[base]!;
    let bv = inblossom[v]!;
    let bw = inblossom[w]!;
    const b = unusedblossoms.pop()!;
    blossombase[b] = base;
    blossomparent[b] = -1;
    blossomparent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    while (bv !== bb) {
      blossomparent[bv] = b;
      path.push(bv);
      endps.push(labelend[bv]!);
      v = endpoint[labelend[bv]!]!;
      bv = inblossom[v]!;
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(2 * k);
    while (bw !== bb) {
      blossomparent[bw] = b;
      path.push(bw);
      endps.push(labelend[bw]! ^ 1);
      w = endpoint[labelend[bw]!]!;
      bw = inblossom[w]!;
    }
    blossomchilds[b] = path;
    blossomendps[b] = endps;
    label[b] = 1;
    labelend[b] = labelend[bb]!;
    dualvar[b] = 0;
    for (const leaf of blossomLeaves(b)) {
      if (label[inblossom[leaf]!] === 2) queue.push(leaf);
      inblossom[leaf] = b;
    }
    const consider = (edge: number) => {
      let j = ej[edge]!;
      if (inblossom[j] === b) j = ei[edge]!;
      const bj = inblossom[j]!;
      if (bj !== b && label[bj] === 1 && (bestedgeto[bj] === -1 || slack(edge) < slack(bestedgeto[bj]!))) {
        bestedgeto[bj] = edge;
      }
    };
    for (const child of path) {
      const list = blossombestedges[child];
      if (list === null) {
        for (const leaf of blossomLeaves(child)) {
          for (let x = neighstart[leaf]!; x < neighstart[leaf + 1]!; x++) consider(neighbend[x]! >> 1);
        }
      } else {
        for (const edge of list!) consider(edge);
      }
      blossombestedges[child] = null;
      bestedge[child] = -1;
    }
    const best: number[] = [];
    for (let x = 0; x < 2 * nvertex; x++) {
      if (bestedgeto[x] !== -1) {
        best.push(bestedgeto[x]!);
        bestedgeto[x] = -1;
      }
    }
    blossombestedges[b] = best;
    bestedge[b] = -1;
    for (const edge of best) {
      if (bestedge[b] === -1 || slack(edge) < slack(bestedge[b]!)) bestedge[b] = edge;
    }
  };

  const expandBlossom = (b: number, endstage: boolean): void => {
    const childs = blossomchilds[b]!;
    for (const s of childs) {
      blossomparent[s] = -1;
      if (s < nvertex) inblossom[s] = s;
      else if (endstage && dualvar[s] === 0) expandBlossom(s, endstage);
      else for (const leaf of blossomLeaves(s)) inblossom[leaf] = s;
    }
    if (!endstage && label[b] === 2) {
      const endps = blossomendps[b]!;
      const entrychild = inblossom[endpoint[labelend[b]! ^ 1]!]!;
      let j = childs.indexOf(entrychild);
      let jstep: number;
      let endptrick: number;
      if (j & 1) {
        j -= childs.length;
        jstep = 1;
        endptrick = 0;
      } else {
        jstep = -1;
        endptrick = 1;
      }
      let p = labelend[b]!;
      while (j !== 0) {
        label[endpoint[p ^ 1]!] = 0;
        label[endpoint[at(endps, j - endptrick) ^ endptrick ^ 1]!] = 0;
        assignLabel(endpoint[p ^ 1]!, 2, p);
        allowedge[at(endps, j - endptrick) >> 1] = 1;
        j += jstep;
        p = at(endps, j - endptrick) ^ endptrick;
        allowedge[p >> 1] = 1;
        j += jstep;
      }
      let bv = at(childs, j);
      label[endpoint[p ^ 1]!] = label[bv] = 2;
      labelend[endpoint[p ^ 1]!] = labelend[bv] = p;
      bestedge[bv] = -1;
      j += jstep;
      while (at(childs, j) !== entrychild) {
        bv = at(childs, j);
        if (label[bv] === 1) {
          j += jstep;
          continue;
        }
        let labelled = -1;
        for (const leaf of blossomLeaves(bv)) {
          if (label[leaf] !== 0) {
            labelled = leaf;
            break;
          }
        }
        if (labelled !== -1) {
          label[labelled] = 0;
          label[endpoint[mate[blossombase[bv]!]!]!] = 0;
          assignLabel(labelled, 2, labelend[labelled]!);
        }
        j += jstep;
      }
    }
    label[b] = labelend[b] = -1;
    blossomchilds[b] = blossomendps[b] = null;
    blossombase[b] = -1;
    blossombestedges[b] = null;
    bestedge[b] = -1;
    unusedblossoms.push(b);
  };

  const augmentBlossom = (b: number, v: number): void => {
    let t = v;
    while (blossomparent[t] !== b) t = blossomparent[t]!;
    if (t >= nvertex) augmentBlossom(t, v);
    const childs = blossomchilds[b]!;
    const endps = blossomendps[b]!;
    const i = childs.indexOf(t);
    let j = i;
    let jstep: number;
    let endptrick: number;
    if (i & 1) {
      j -= childs.length;
      jstep = 1;
      endptrick = 0;
    } else {
      jstep = -1;
      endptrick = 1;
    }
    while (j !== 0) {
      j += jstep;
      t = at(childs, j);
      const p = at(endps, j - endptrick) ^ endptrick;
      if (t >= nvertex) augmentBlossom(t, endpoint[p]!);
      j += jstep;
      t = at(childs, j);
      if (t >= nvertex) augmentBlossom(t, endpoint[p ^ 1]!);
      mate[endpoint[p]!] = p ^ 1;
      mate[endpoint[p ^ 1]!] = p;
    }
    blossomchilds[b] = [...childs.slice(i), ...childs.slice(0, i)];
    blossomendps[b] = [...endps.slice(i), ...endps.slice(0, i)];
    blossombase[b] = blossombase[blossomchilds[b][0]!]!;
  };

  const augmentMatching = (k: number): void => {
    for (const [start, startP] of [
      [ei[k]!, 2 * k + 1],
      [ej[k]!, 2 * k],
    ] as const) {
      let s: number = start;
      let p: number = startP;
      for (;;) {
        const bs = inblossom[s]!;
        if (bs >= nvertex) augmentBlossom(bs, s);
        mate[s] = p;
        if (labelend[bs] === -1) break;
        const t = endpoint[labelend[bs]!]!;
        const bt = inblossom[t]!;
        s = endpoint[labelend[bt]!]!;
        const j = endpoint[labelend[bt]! ^ 1]!;
        if (bt >= nvertex) augmentBlossom(bt, j);
        mate[j] = labelend[bt]!;
        p = labelend[bt]! ^ 1;
      }
    }
  };

  for (let stage = 0; stage < nvertex; stage++) {
    label.fill(0);
    bestedge.fill(-1);
    for (let b = nvertex; b < 2 * nvertex; b++) blossombestedges[b] = null;
    allowedge.fill(0);
    queue = [];
    for (let v = 0; v < nvertex; v++) {
      if (mate[v] === -1 && label[inblossom[v]!] === 0) assignLabel(v, 1, -1);
    }
    let augmented = false;
    for (;;) {
      while (queue.length > 0 && !augmented) {
        const v = queue.pop()!;
        for (let x = neighstart[v]!; x < neighstart[v + 1]!; x++) {
          const p = neighbend[x]!;
          const k = p >> 1;
          const w = endpoint[p]!;
          if (inblossom[v] === inblossom[w]) continue;
          let kslack = 0;
          if (!allowedge[k]) {
            kslack = slack(k);
            if (kslack <= 0) allowedge[k] = 1;
          }
          if (allowedge[k]) {
            if (label[inblossom[w]!] === 0) {
              assignLabel(w, 2, p ^ 1);
            } else if (label[inblossom[w]!] === 1) {
              const base = scanBlossom(v, w);
              if (base >= 0) {
                addBlossom(base, k);
              } else {
                augmentMatching(k);
                augmented = true;
                break;
              }
            } else if (label[w] === 0) {
              label[w] = 2;
              labelend[w] = p ^ 1;
            }
          } else if (label[inblossom[w]!] === 1) {
            const b = inblossom[v]!;
            if (bestedge[b] === -1 || kslack < slack(bestedge[b]!)) bestedge[b] = k;
          } else if (label[w] === 0) {
            if (bestedge[w] === -1 || kslack < slack(bestedge[w]!)) bestedge[w] = k;
          }
        }
      }
      if (augmented) break;

      let deltatype = -1;
      let delta = 0;
      let deltaedge = -1;
      let deltablossom = -1;
      if (!maxCardinality) {
        deltatype = 1;
        delta = minVertexDual();
      }
      for (let v = 0; v < nvertex; v++) {
        if (label[inblossom[v]!] === 0 && bestedge[v] !== -1) {
          const d = slack(bestedge[v]!);
          if (deltatype === -1 || d < delta) {
            delta = d;
            deltatype = 2;
            deltaedge = bestedge[v]!;
          }
        }
      }
      for (let b = 0; b < 2 * nvertex; b++) {
        if (blossomparent[b] === -1 && label[b] === 1 && bestedge[b] !== -1) {
          const d = slack(bestedge[b]!) / 2;
          if (deltatype === -1 || d < delta) {
            delta = d;
            deltatype = 3;
            deltaedge = bestedge[b]!;
          }
        }
      }
      for (let b = nvertex; b < 2 * nvertex; b++) {
        if (
          blossombase[b]! >= 0 &&
          blossomparent[b] === -1 &&
          label[b] === 2 &&
          (deltatype === -1 || dualvar[b]! < delta)
        ) {
          delta = dualvar[b]!;
          deltatype = 4;
          deltablossom = b;
        }
      }
      if (deltatype === -1) {
        // No further improvement possible; max-cardinality optimum reached.
        deltatype = 1;
        delta = Math.max(0, minVertexDual());
      }
      for (let v = 0; v < nvertex; v++) {
        const vlabel = label[inblossom[v]!];
        if (vlabel === 1) dualvar[v]! -= delta;
        else if (vlabel === 2) dualvar[v]! += delta;
      }
      for (let b = nvertex; b < 2 * nvertex; b++) {
        if (blossombase[b]! >= 0 && blossomparent[b] === -1) {
          if (label[b] === 1) dualvar[b]! += delta;
          else if (label[b] === 2) dualvar[b]! -= delta;
        }
      }
      if (deltatype === 1) {
        break;
      } else if (deltatype === 2) {
        allowedge[deltaedge] = 1;
        let i = ei[deltaedge]!;
        if (label[inblossom[i]!] === 0) i = ej[deltaedge]!;
        queue.push(i);
      } else if (deltatype === 3) {
        allowedge[deltaedge] = 1;
        queue.push(ei[deltaedge]!);
      } else {
        expandBlossom(deltablossom, false);
      }
    }
    if (!augmented) break;
    for (let b = nvertex; b < 2 * nvertex; b++) {
      if (blossomparent[b] === -1 && blossombase[b]! >= 0 && label[b] === 1 && dualvar[b] === 0) {
        expandBlossom(b, true);
      }
    }
  }
  return {
    mate: Array.from(mate, (p) => (p >= 0 ? endpoint[p]! : -1)),
    certificate: {
      dualvar: Array.from(dualvar),
      blossomparent: Array.from(blossomparent),
      blossombase: Array.from(blossombase),
      blossomendps,
      endpoint: Array.from(endpoint),
      mateEndpoint: Array.from(mate),
    },
  };
}
