// The manifests' literal facts are read by the build's plugins too: one reader, in scripts/.
export { readManifests, type ManifestFacts } from '../../scripts/manifests';
