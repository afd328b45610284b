// Validates Kubernetes manifests against the API's OpenAPI schema with the
// `kubernetes-models` package (one model class per apiVersion and kind), and
// checks what the schema cannot know: every container runs the image built
// by docs/kubernetes/Dockerfile and the harness entry points Slurm runs too.
//   node validate_manifests.mjs FILE.yaml...
// Prints one line per resource; exit status 1 when any is invalid.
import { readFileSync } from "node:fs";
import { parseAllDocuments } from "yaml";

const IMAGE = "tourney:latest";

async function modelFor(apiVersion, kind) {
  const [group, version] = apiVersion.includes("/") ? apiVersion.split("/") : ["", apiVersion];
  const path = `kubernetes-models/${group ? `${group}/` : ""}${version}/${kind}`;
  try {
    return (await import(path))[kind];
  } catch {
    throw new Error(`no schema for ${apiVersion} ${kind}`);
  }
}

// What the schema allows but this project's manifests must not do.
function projectRules(resource) {
  const problems = [];
  const pod = resource.spec?.template?.spec;
  for (const container of pod?.containers ?? []) {
    if (container.image !== IMAGE) {
      problems.push(`container ${container.name}: image ${container.image}, not ${IMAGE}`);
    }
    const command = [...(container.command ?? []), ...(container.args ?? [])].join(" ");
    const entry = /\/opt\/tourney\/(harness\/tourney (shard|merge-shards)|engines\/\w+\/\w+_engine)\b/;
    if (!entry.test(command)) {
      problems.push(`container ${container.name}: runs neither tourney shard/merge-shards nor a built-in engine`);
    }
  }
  return problems;
}

let failed = 0;
for (const file of process.argv.slice(2)) {
  const documents = parseAllDocuments(readFileSync(file, "utf8"));
  for (const document of documents) {
    if (document.errors.length > 0) {
      console.log(`FAIL ${file}: YAML: ${document.errors[0].message}`);
      failed++;
      continue;
    }
    const resource = document.toJS();
    const name = `${file}: ${resource?.kind} ${resource?.metadata?.name}`;
    try {
      const Model = await modelFor(resource.apiVersion, resource.kind);
      new Model(resource).validate();
      const problems = projectRules(resource);
      if (problems.length > 0) throw new Error(problems.join("; "));
      console.log(`ok   ${name}`);
    } catch (error) {
      console.log(`FAIL ${name}: ${error.message.split("\n")[0]}`);
      failed++;
    }
  }
}
process.exit(failed > 0 ? 1 : 0);
