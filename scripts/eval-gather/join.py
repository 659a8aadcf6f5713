# Joins reviewed cases to the real-world set: ids in gathering order continuing each type's numbering, split by the
# N mod 5 rule (2 or 4 -> holdout), batch name given. Prints counts only.
import json, sys
import os
path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../tests/eval/real-world.jsonl")
pairs = [a.split("=") for a in sys.argv[1:]]  # out-file=batch-name
L = [json.loads(l) for l in open(path) if l.strip()]
prefix = {"automotive": "rw-auto", "tractor": "rw-tr", "atv": "rw-atv"}
top = {t: max(int(x["id"].split("-")[-1]) for x in L if x["id"].startswith(p + "-")) for t, p in prefix.items()}
fields = ["id", "vehicleType", "make", "model", "year", "symptoms", "fix", "accept", "source", "sourceKind", "split", "batch"]
new = []
for f, batch in pairs:
    for line in open(f):
        if not line.strip(): continue
        r = json.loads(line)
        t = r["vehicleType"]; top[t] += 1; n = top[t]
        r["id"] = f"{prefix[t]}-{n:03d}"; r["split"] = "holdout" if n % 5 in (2, 4) else "dev"; r["batch"] = batch
        assert isinstance(r["accept"], list) and 1 <= len(r["accept"]) <= 3
        new.append({k: r.get(k) for k in fields})
with open(path, "a") as out:
    for r in new: out.write(json.dumps(r, ensure_ascii=False) + "\n")
from collections import Counter
print("joined", len(new), dict(Counter((r["batch"], r["vehicleType"], r["split"]) for r in new)))
