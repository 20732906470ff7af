import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { localStory } from './lib/content/schema';

/**
 * The local content source (the embedded default when no Storyblok token is set): one YAML file per
 * story per locale, `src/content/stories/{lang}/{slug}.yaml`, checked against the story schema.
 */
const stories = defineCollection({
    loader: glob({ pattern: '**/*.yaml', base: './src/content/stories' }),
    schema: localStory,
});

export const collections = { stories };
