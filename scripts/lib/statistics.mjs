/** The benchmark's summaries of repeated measurements. */

/** The middle value (of an even count, the upper of the two middle ones). */
export const median = values => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
};

/** The geometric mean: the average of ratios, so that ×1.1 and ×0.9 do not average to more than ×1. */
export const geometricMean = values => Math.exp(values.reduce((sum, value) => sum + Math.log(value), 0) / values.length);
