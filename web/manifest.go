package web

import (
	"encoding/json"
	"fmt"
	"io/fs"
)

// Manifest is Vite's build manifest (.vite/manifest.json, build.manifest in
// vite.config.ts): each source module's chunk and the chunks it imports
// statically, by the module's path (such as src/start.tsx).
type Manifest map[string]ManifestChunk

// ManifestChunk is one module's entry of the manifest.
type ManifestChunk struct {
	File    string   `json:"file"`
	Imports []string `json:"imports"`
}

// ReadManifest reads the manifest of the built app app (Dist, or a
// directory of it).
func ReadManifest(app fs.FS) (Manifest, error) {
	raw, err := fs.ReadFile(app, ".vite/manifest.json")
	if err != nil {
		return nil, fmt.Errorf("the web build has no Vite manifest (build.manifest in vite.config.ts): %w", err)
	}
	var m Manifest
	if err := json.Unmarshal(raw, &m); err != nil {
		return nil, fmt.Errorf("the web build's Vite manifest: %w", err)
	}
	return m, nil
}

// StaticImports is every module the roots load at start: themselves and
// their static imports, all the way down (a dynamic import is fetched only
// when used). A root the manifest lacks is an error: a renamed one would
// quietly count less.
func (m Manifest) StaticImports(roots ...string) (map[string]bool, error) {
	seen := map[string]bool{}
	var visit func(key string)
	visit = func(key string) {
		if seen[key] {
			return
		}
		seen[key] = true
		for _, imp := range m[key].Imports {
			visit(imp)
		}
	}
	for _, root := range roots {
		if _, ok := m[root]; !ok {
			return nil, fmt.Errorf("the build's manifest has no %s", root)
		}
		visit(root)
	}
	return seen, nil
}
