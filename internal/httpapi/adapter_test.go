package httpapi

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// pageFiles write their answers themselves: cache.go's serveCachedList
// serves the cached lists the pages share (its error still goes to
// writeError). The pages proper live in internal/pages.
var pageFiles = map[string]bool{
	"cache.go": true,
}

// errorWriters are the functions outside the route adapter allowed to
// write an error answer, each with its reason.
var errorWriters = map[string]string{
	"apiHandler.ServeHTTP": "the adapter itself",
	"writeError":           "the one writer of an error answer",
	"sessions.loadAndSave": "session middleware: the session is loaded before any handler runs",
	"sessionWriter.WriteHeader": "session middleware: a login whose session was not stored " +
		"becomes a 500 after the handler has answered",
	"Server.route":                 "a body declared over its route's limit, and an unknown API path or method, are refused before any handler",
	"Server.observe":               "a handler's panic becomes a 500",
	"Server.crossOriginProtection": "a cross-site write is refused before any handler",
	"Server.rateLimited": "its 429 carries no domain code: the metrics tell it " +
		"from the guest limit's 429 (ETOOMANY) by that",
	"Server.servePicture": "pictures are files, answered in text like the pages",
	"Server.login":        "the wrong password and the throttle answer without a domain code",
	"Server.tooManyLogins": "the login throttle's 429 carries no domain code: the metrics count " +
		"it by its status",
	"Server.putUpload": "the signed upload's 410, 403 and 413, and a refused file's 415: " +
		"no domain code maps to them",
}

// TestErrorsGoThroughTheAdapter fails when a function of this package
// writes an error answer itself (writeError, http.Error, or writeJSON of
// an errorBody, msgBody or errorBodyOf) instead of returning the error to the route adapter.
func TestErrorsGoThroughTheAdapter(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var bad []string
	used := map[string]bool{}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") || pageFiles[name] {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parser.ParseFile(fset, name, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, decl := range f.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok || fn.Body == nil {
				continue
			}
			owner := funcName(fn)
			ast.Inspect(fn.Body, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok || !writesError(call) {
					return true
				}
				if _, ok := errorWriters[owner]; ok {
					used[owner] = true
					return true
				}
				bad = append(bad, fset.Position(call.Pos()).String()+" in "+owner)
				return true
			})
		}
	}
	sort.Strings(bad)
	if len(bad) > 0 {
		t.Errorf("%d error answers written outside the route adapter: return the error instead\n%s",
			len(bad), strings.Join(bad, "\n"))
	}
	for owner := range errorWriters {
		if !used[owner] {
			t.Errorf("%s is allowed to write an error answer but writes none: drop it from errorWriters", owner)
		}
	}
}

// funcName is Recv.Name for a method, Name for a function.
func funcName(fn *ast.FuncDecl) string {
	if fn.Recv == nil || len(fn.Recv.List) == 0 {
		return fn.Name.Name
	}
	typ := fn.Recv.List[0].Type
	if star, ok := typ.(*ast.StarExpr); ok {
		typ = star.X
	}
	if id, ok := typ.(*ast.Ident); ok {
		return id.Name + "." + fn.Name.Name
	}
	return fn.Name.Name
}

// writesError reports whether call writes an error answer.
func writesError(call *ast.CallExpr) bool {
	switch fun := call.Fun.(type) {
	case *ast.Ident:
		switch fun.Name {
		case "writeError":
			return true
		case "writeJSON":
			if len(call.Args) == 3 {
				switch body := call.Args[2].(type) {
				case *ast.CompositeLit: // errorBody{…}
					if id, ok := body.Type.(*ast.Ident); ok && id.Name == "errorBody" {
						return true
					}
				case *ast.CallExpr: // msgBody(…), errorBodyOf(…)
					if id, ok := body.Fun.(*ast.Ident); ok && (id.Name == "msgBody" || id.Name == "errorBodyOf") {
						return true
					}
				}
			}
		}
	case *ast.SelectorExpr:
		if pkg, ok := fun.X.(*ast.Ident); ok && pkg.Name == "http" && fun.Sel.Name == "Error" {
			return true
		}
	}
	return false
}
