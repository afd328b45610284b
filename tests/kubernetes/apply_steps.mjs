// Plays the kubectl steps of docs/kubernetes/README.md in order against an
// in-memory API server and prints the ConfigMap tournament-config they
// leave, as JSON. What each step does to an object, as kubectl does it:
//   kubectl create configmap NAME --from-file=F   a new ConfigMap with the
//       key basename(F) holding F; fails when NAME exists
//   kubectl apply -f FILE   every resource in FILE; an existing object's
//       `data` is merged key by key (apply's patch), other fields replaced
// Other commands (docker, kubectl wait/logs) change no object.
//   node apply_steps.mjs README.md
// Exit status 1 when a step fails or no ConfigMap tournament-config results.
import { readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { parseAllDocuments } from "yaml";

const readme = process.argv[2];
const dir = dirname(readme);
const objects = new Map();  // "Kind/name" -> resource

function fail(message) {
  console.error(`apply_steps: ${message}`);
  process.exit(1);
}

function create(words) {
  const [kind, name, ...flags] = words;
  if (kind !== "configmap") fail(`kubectl create ${kind}: not simulated`);
  const key = `ConfigMap/${name}`;
  if (objects.has(key)) fail(`kubectl create configmap ${name}: AlreadyExists`);
  const data = {};
  for (const flag of flags) {
    const file = flag.match(/^--from-file=(.+)$/)?.[1];
    if (!file) fail(`kubectl create configmap: flag ${flag} not simulated`);
    data[basename(file)] = readFileSync(join(dir, file), "utf8");
  }
  objects.set(key, { apiVersion: "v1", kind: "ConfigMap", metadata: { name }, data });
}

function apply(file) {
  for (const document of parseAllDocuments(readFileSync(join(dir, file), "utf8"))) {
    const resource = document.toJS();
    if (!resource) continue;
    const key = `${resource.kind}/${resource.metadata.name}`;
    const old = objects.get(key);
    if (old?.data && resource.data) resource.data = { ...old.data, ...resource.data };
    objects.set(key, resource);
  }
}

// The first fenced block with kubectl commands is the documented order.
const block = readFileSync(readme, "utf8")
  .split("```")
  .filter((_, i) => i % 2 === 1)
  .find((text) => text.includes("kubectl "));
if (!block) fail(`no kubectl steps in ${readme}`);
for (const line of block.split("\n")) {
  for (const step of line.replace(/#.*/, "").split("&&")) {
    const words = step.trim().split(/\s+/);
    if (words[0] !== "kubectl") continue;
    if (words[1] === "create") create(words.slice(2));
    if (words[1] === "apply") {
      if (words[2] !== "-f") fail(`kubectl apply ${words[2]}: not simulated`);
      apply(words[3]);
    }
  }
}
const config = objects.get("ConfigMap/tournament-config");
if (!config) fail("no ConfigMap tournament-config after the steps");
console.log(JSON.stringify(config.data));
