package dayspa

import "context"

// SettingStore keeps small named values, such as the admin password hash.
type SettingStore interface {
	// GetSetting returns ENOTFOUND when the key has no value.
	GetSetting(ctx context.Context, key string) (string, error)
	// SetSetting stores value under key, replacing any earlier value.
	SetSetting(ctx context.Context, key, value string) error
}
