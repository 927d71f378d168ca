/** A product the search did not offer, with the reason an agent would give. */
export interface NotOfferedProduct {
  id: string;
  name: string;
  carrierName: string;
  /** "Declined: oxygen use", "Issue ages 50 to 85". */
  reason: string;
}
