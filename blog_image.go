package dayspa

import (
	"net/url"
	"regexp"
	"strings"
)

// A post's cover given as an address (Post.FeaturedImage, beside the
// uploaded Cover) names a picture the spa has, never any other file of the
// site: one it uploaded, at the address the picture pipeline gives its
// files (/pictures/<content hash>.webp or .jpg); one shipped with the
// site, as the demo posts' pictures are (/media/…, lower-case names of
// letters, digits, hyphens and underscores, a picture's extension); or a
// picture elsewhere at an https:// address.

// coverPathRE matches the site's own picture addresses.
var coverPathRE = regexp.MustCompile(`^/(pictures/[0-9a-f]{32}\.(webp|jpg)|media(/[a-z0-9][a-z0-9_-]*)+\.(webp|jpg|jpeg|png|avif))$`)

// ValidCoverAddress reports whether s may be a post's cover address: an
// uploaded or shipped picture of the site, or an https:// address of a
// host, one line without spaces, quotes or angle brackets.
func ValidCoverAddress(s string) bool {
	if !ValidText(s, OneLine) || strings.ContainsAny(s, " \"'<>\\") {
		return false
	}
	if strings.HasPrefix(s, "/") {
		return coverPathRE.MatchString(s)
	}
	u, err := url.Parse(s)
	return err == nil && u.Scheme == "https" && strings.HasPrefix(s, "https://") && u.Host != "" && u.User == nil
}
