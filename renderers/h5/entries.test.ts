// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createRegistry } from '@/src/core/renderer-rank';
import { armyH5Entries } from '@/renderers/army/h5/index';
import { h5Entries } from './index';
// the kit as the app composes it, with the templates' overrides
import { h5KitWithTemplates as h5Kit } from '@/src/app/h5-kit';

const BLOCKS = [
  'layout-portal', 'banner', 'search-bar', 'stat-strip', 'recruit-type-tabs', 'position-filters', 'position-list',
  'position-detail', 'unit-list', 'unit-profile', 'notice-list', 'notice-detail', 'activity-list', 'qa-list',
  'resume-editor', 'resume-view', 'login-form', 'action-form', 'tabs', 'account-settings', 'account-menu',
  'collect-list', 'apply-wizard',
  'delivery-list', 'delivery-flow', 'notification-list', 'feedback-form',
  'activity-detail', 'review-list', 'review-detail',
];

describe('h5 renderer entries', () => {
  it('has one h5 entry per block of the vocabulary, each loading a component', async () => {
    expect(h5Entries.map((e) => e.type).sort()).toEqual([...BLOCKS].sort());
    for (const entry of h5Entries) {
      expect(entry).toMatchObject({ terminal: 'h5' });
      expect(entry.template).toBeUndefined();
      expect(typeof (await entry.load()).default).toBe('function');
    }
  });

  it('the army template overrides layout-portal on h5 only', async () => {
    expect(armyH5Entries.map(({ type, template, terminal }) => ({ type, template, terminal }))).toContainEqual({
      type: 'layout-portal',
      template: 'army',
      terminal: 'h5',
    });
    for (const entry of armyH5Entries) expect(typeof (await entry.load()).default).toBe('function');
    const registry = createRegistry(h5Kit.entries);
    expect(registry.resolve('layout-portal', { template: 'army', terminal: 'h5' })).toBe(armyH5Entries[0]);
    expect(registry.resolve('layout-portal', { template: 'default', terminal: 'h5' })?.template).toBeUndefined();
    expect(registry.resolve('position-list', { template: 'army', terminal: 'h5' })?.terminal).toBe('h5');
    expect(registry.resolve('message', { template: 'army', terminal: 'h5' })).toBeTruthy();
    expect(registry.resolve('layout-bare', { template: 'default', terminal: 'h5' })).toBeTruthy();
  });
});
